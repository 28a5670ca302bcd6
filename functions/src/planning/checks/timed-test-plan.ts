import { TripPreferences, type FinalActivity, type FinalDay } from "@itinerary/contract";
import type { RuleContext } from "./rule.ts";
import { createTimedStop, createTrip } from "../../../test/data-generators.ts";

/** Small plans for the rules' tests: Lisbon, a Monday start, stops a short walk apart. */
export const LISBON = { lat: 38.7223, lng: -9.1393 };

export const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2030-03-04", numberOfDays: 1, destinationCity: "Lisbon", travelPace: "Balanced", ...over });

/** A timed stop `k` hundred metres east of the centre. */
export function visit(name: string, start: string, end: string, over: Partial<FinalActivity> = {}): FinalActivity {
  return createTimedStop({
    name,
    entry_fee: "Free",
    latitude: LISBON.lat,
    longitude: LISBON.lng,
    time: `${start} - ${end}`,
    start_time: start,
    end_time: end,
    category: "landmark",
    ...over,
  });
}

export const day = (n: number, activities: FinalActivity[]): FinalDay => ({ day: n, accommodation_suggestion: "", estimated_daily_cost: "", activities });

export const contextOf = (plan: FinalDay[], over: Partial<TripPreferences> = {}): RuleContext => ({
  preferences: prefs({ numberOfDays: plan.length, ...over }),
  plan,
  centre: LISBON,
  isFinal: true,
});
