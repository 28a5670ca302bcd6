import type { TripAccess } from "@itinerary/contract";

const ROLE_NAMES: Record<TripAccess, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

/** A traveller's role on a trip, as the saved list and the companions dialog name it. */
export function roleName(role: TripAccess): string {
  return ROLE_NAMES[role];
}

/** The line a trip shared with the traveller carries: whose it is and what the traveller may do. */
export function sharedByLine(ownerName: string | undefined, role: TripAccess): string {
  return `Shared by ${ownerName ?? "a companion"} · ${roleName(role)}`;
}
