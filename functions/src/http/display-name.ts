import type { CallerIdentity } from "./guard.ts";

/** How a traveller is named to their companions: their own name, else the part of their email before the @. */
export function displayNameOf(identity: CallerIdentity): string {
  const name = identity.name ?? identity.email?.split("@")[0] ?? "";
  return name.slice(0, 80) || "A traveller";
}
