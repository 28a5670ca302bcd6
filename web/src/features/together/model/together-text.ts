import type { PaidPlanAction } from "@itinerary/contract";

/** "A; B and 3 more": a few changes by name, the rest counted. */
function listOf(changes: readonly string[], shown = 3): string {
  const named = changes.slice(0, shown).join("; ");
  return changes.length > shown ? `${named} and ${changes.length - shown} more` : named;
}

/** "Ana regenerated and finalized the plan, using their own tokens": a companion's paid change, by name. */
function paidChange(name: string, actions: readonly PaidPlanAction[]): string {
  const verbs = actions.map((action) => (action === "regenerate" ? "regenerated" : "finalized")).join(" and ");
  return `${name} ${verbs} the plan, using their own tokens`;
}

/** What travellers read about travelling together, in one place. */
export const TOGETHER_TEXT = {
  open: "Companions",
  title: "Travel companions",
  ownerDescription:
    "Invite the people you travel with. Editors can change the plan; viewers can read it. Each link works for 7 days.",
  memberDescription: "Everyone on this trip sees the same plan.",
  roleLegend: "They can",
  editor: "Edit the plan",
  viewer: "View the plan",
  create: "Create invite link",
  creating: "Creating the link...",
  inviteLabel: "Invite link",
  copy: "Copy link",
  copied: "Invite link copied.",
  revoke: "Cancel this link",
  revoked: "The invite link no longer works.",
  remove: "Remove",
  leave: "Leave trip",
  left: "You left the trip.",
  removed: (name: string) => `${name} was removed from the trip.`,
  loading: "Loading companions...",
  loadFailed: "Could not load the trip's companions. Please try again.",
  createFailed: "Could not create an invite link. Please try again.",
  removeFailed: "Could not remove this companion. Please try again.",
  joining: "Joining the trip...",
  joined: "You joined the trip.",
  joinFailed: "Could not join the trip. Please try again.",
  updatedBy: (name: string, actions: readonly PaidPlanAction[] = []) =>
    actions.length > 0 ? `${paidChange(name, actions)}.` : `${name} updated the trip.`,
  newerVersion: (name: string, actions: readonly PaidPlanAction[] = []) =>
    `${actions.length > 0 ? paidChange(name, actions) : `${name} saved changes to this trip`}. Saving yours keeps both, field by field; Show theirs drops your unsaved changes.`,
  mergedKept: (changes: readonly string[]) => `Your companions' changes were kept too: ${listOf(changes)}.`,
  mergedOverwrote: (changes: readonly string[]) => `Your save replaced a companion's change to ${listOf(changes)}.`,
  overwroteYours: (name: string, changes: readonly string[]) => `${name} saved over your change to ${listOf(changes)}.`,
  showNewer: "Show theirs",
  presenceLabel: "Who else has this trip open",
  presenceTitle: "Also here",
  presenceDay: (day: number | null) => (day === null ? "looking at the whole trip" : `on day ${day}`),
  viewerNote: "You can view this trip. Ask its owner to make you an editor to change it.",
} as const;
