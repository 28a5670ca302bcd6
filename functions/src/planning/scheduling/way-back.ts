import type { FinalDay, TripPreferences } from "@itinerary/contract";
import { distanceKm, type LatLng } from "../geo/geo.ts";
import { isDayTripDay } from "../model/plan.ts";
import { afterColon } from "./schedule.ts";
import { travelLeg } from "./travel.ts";

const located = (stop: { latitude?: number | null; longitude?: number | null } | undefined): LatLng | null =>
  typeof stop?.latitude === "number" && typeof stop.longitude === "number"
    ? { lat: stop.latitude, lng: stop.longitude }
    : null;

/**
 * How each day ends at the traveller's own stay: from its dinner when the plan placed one, else from
 * its last stop, told as the day's legs are ("Back to Casa do Largo: walk 1.2 km (15 min)"). None for a
 * day trip (its first leg already says when the traveller is back) or a day whose end is not on the map.
 */
export function wayBackText(
  stay: LatLng,
  stayName: string,
  preferences: Pick<TripPreferences, "transport" | "mobilityNeeds">,
  transitName: string | undefined,
): (day: FinalDay) => string | null {
  const context = { reducedMobility: preferences.mobilityNeeds.trim() !== "", ...(transitName ? { transitName } : {}) };
  return (day) => {
    if (day.activities.length === 0 || isDayTripDay(day)) return null;
    const end = located(day.dinner) ?? located(day.activities[day.activities.length - 1]);
    if (!end) return null;
    const leg = travelLeg(preferences.transport, distanceKm(end, stay), context);
    return `Back to ${stayName}: ${afterColon(leg.instruction)}`;
  };
}
