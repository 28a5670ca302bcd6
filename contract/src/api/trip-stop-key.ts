import type { Activity } from "../itinerary.ts";

/**
 * A stop has no id of its own: it is known by its Google place id when it has one, else by its name
 * trimmed and lower-cased (names do not repeat within a trip). Comments, votes and expenses name a
 * stop by this key, so the web and the functions must make it the same way.
 */
export function stopKey(activity: Pick<Activity, "name" | "place_id">): string {
  const placeId = activity.place_id?.trim();
  return placeId ? placeId : activity.name.trim().toLowerCase();
}
