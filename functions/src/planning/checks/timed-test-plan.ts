import { TripPreferences, type FinalActivity, type FinalDay } from "@itinerary/contract";
import { resolveTrip } from "../trip/resolved-trip.ts";
import type { RuleContext } from "./rule.ts";

/** Small plans for the rules' tests: Lisbon, a Monday start, stops a short walk apart. */
export const LISBON = { lat: 38.7223, lng: -9.1393 };

export const prefs = (over: Partial<TripPreferences> = {}) =>
  TripPreferences.parse({ startDate: "2030-03-04", numberOfDays: 1, destinationCity: "Lisbon", travelPace: "Balanced", accommodation: ["Hotel"], ...over });

/** A timed stop `k` hundred metres east of the centre. */
export function visit(name: string, start: string, end: string, over: Partial<FinalActivity> = {}): FinalActivity {
  return {
    name,
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: "Free",
    latitude: LISBON.lat,
    longitude: LISBON.lng,
    time: `${start} - ${end}`,
    start_time: start,
    end_time: end,
    category: "landmark",
    ...over,
  };
}

export const day = (n: number, activities: FinalActivity[]): FinalDay => ({ day: n, accommodation_suggestion: "", estimated_daily_cost: "", activities });

export const contextOf = (plan: FinalDay[], over: Partial<TripPreferences> = {}): RuleContext => {
  const preferences = prefs({ numberOfDays: plan.length, ...over });
  return { preferences, plan, centre: LISBON, trip: resolveTrip({ destination: preferences.destinationCity }), isFinal: true };
};
