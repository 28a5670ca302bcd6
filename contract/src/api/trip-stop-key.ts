import type { Activity } from "../itinerary.ts";

/**
 * A stop has no id of its own: what travellers attach to a stop (comments, votes, expenses) names it by
 * its Places id when it has one, else by its name trimmed and lower-cased (names do not repeat within
 * a trip). Web and functions both use this, so a key made on one side finds the stop on the other.
 */
export function stopKey(activity: Pick<Activity, "name" | "place_id">): string {
  return activity.place_id?.trim() || activity.name.trim().toLowerCase();
}
