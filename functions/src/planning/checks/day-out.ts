import { distanceKm, type LatLng } from "../geo/geo.ts";
import type { PlanDay } from "./rule.ts";

/**
 * A place this far from the destination's centre lies outside the city's day areas (Coney Island,
 * Pulau Ubin, Volendam): it cannot share a compact day with the centre's sights, so it is visited
 * on a day out with its neighbours, like a short day trip.
 */
export const OUTING_KM = 12;

/** A day whose every located stop lies OUTING_KM or more from the centre: a day out of town. */
export function isDayOut(day: Pick<PlanDay, "activities">, centre: LatLng | null): boolean {
  if (!centre) return false;
  let located = 0;
  for (const activity of day.activities) {
    if (typeof activity.latitude !== "number" || typeof activity.longitude !== "number") continue;
    located++;
    if (distanceKm(centre, { lat: activity.latitude, lng: activity.longitude }) < OUTING_KM) return false;
  }
  return located > 0;
}

/** A place out of town is worth a day out when its own visit is this long or more (a half day with the journey). */
export const DAY_OUT_MIN_MINUTES = 120;
/** Trips this long or longer have room for a day out (as for a day trip). */
export const DAY_OUT_MIN_DAYS = 4;
