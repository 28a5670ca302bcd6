import { distanceKm, type LatLng } from "../geo/geo.ts";
import { reachedByFerry } from "../guide/local-transport.ts";
import type { PlanDay, PlanRule, RuleViolation } from "./rule.ts";
import { isDayTripDay } from "../model/plan.ts";

/**
 * Straight-line km a city day covers between its stops, in order (the way from the stay and ferry
 * rides are not counted); null for a day trip's day. One or two neighbouring areas stay well under the limit: New
 * York's Met-to-Flushing day was 14.7 km.
 */
export const COMPACT_DAY_KM = 12;

export function dayHopsKm(day: PlanDay): number | null {
  if (isDayTripDay(day)) return null;
  const stops: (LatLng & { ferry: boolean })[] = [];
  for (const a of day.activities) {
    if (typeof a.latitude === "number" && typeof a.longitude === "number")
      stops.push({ lat: a.latitude, lng: a.longitude, ferry: reachedByFerry(a.name) });
  }
  return hopsKm(stops);
}

/**
 * Straight-line km between consecutive stops. A boat ride out to an island and back is not the day
 * spreading out, so an island reached by ferry is left out of the measure; the legs on either side of
 * it still count as one hop, so an island is no bridge between two distant areas.
 */
export function hopsKm(stops: readonly (LatLng & { ferry?: boolean })[]): number {
  const onLand = stops.filter((stop) => !stop.ferry);
  let km = 0;
  for (let k = 1; k < onLand.length; k++) km += distanceKm(onLand[k - 1]!, onLand[k]!);
  return km;
}

export const dayCompactnessRule: PlanRule = {
  code: "day_compactness",
  label: "Compact days",
  check(context) {
    const violations: RuleViolation[] = [];
    for (const day of context.plan) {
      const km = dayHopsKm(day);
      if (km === null || km <= COMPACT_DAY_KM) continue;
      violations.push({
        code: "day_compactness",
        day: day.day,
        message: `Day ${day.day} covers ${km.toFixed(1)} km between its stops; a day in one or two neighbouring areas stays under ${COMPACT_DAY_KM} km.`,
      });
    }
    return violations;
  },
};
