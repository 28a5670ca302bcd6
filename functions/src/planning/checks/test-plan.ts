import type { Activity, FinalActivity, FinalDay, TripPreferences } from "@itinerary/contract";
import { resolveTrip } from "../trip/resolved-trip.ts";
import type { PlanDay, RuleContext } from "./rule.ts";
import { createStop, createTrip } from "../../../test/data-generators.ts";

/**
 * The rules' test plans, one module for every rule: untimed stops in Paris for the traveller-fit rules
 * (`rulePrefs`, `stop`, `ruleContext`), and timed visits in Lisbon for the rules about a day's shape
 * (`prefs`, `visit`, `timedDay`, `contextOf`).
 */

/** Preferences for rule tests: three days in Paris from Monday 2 June 2031, unless overridden. */
export const rulePrefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Paris", ...over });

/** A stop by name; coordinates do not matter to the traveller-fit rules. */
export const stop = (name: string, extra: Partial<FinalActivity> = {}): Activity & Partial<FinalActivity> =>
  createStop({ name, entry_fee: "Free", latitude: 48.86, longitude: 2.34, ...extra });

export const ruleContext = (preferences: TripPreferences, plan: PlanDay[]): RuleContext => ({
  preferences,
  plan,
  centre: null,
  trip: resolveTrip({ destination: preferences.destinationCity }),
  isFinal: plan.length > 0 && plan.every((day) => day.activities.every((a) => "start_time" in a)),
});

/** Small timed plans: Lisbon, a Monday start, stops a short walk apart. */
export const LISBON = { lat: 38.7223, lng: -9.1393 };

/** Preferences for the timed plans: one day in Lisbon from Monday 4 March 2030, unless overridden. */
export const prefs = (over: Partial<TripPreferences> = {}) =>
  createTrip({ startDate: "2030-03-04", numberOfDays: 1, ...over });

/** A timed stop at the centre of Lisbon. */
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

/** Day `n` of untimed stops: `day(1, stop("A"), stop("B"))`. */
export const day = (n: number, ...activities: (Activity & Partial<FinalActivity>)[]): PlanDay => ({
  day: n,
  activities: activities as FinalActivity[],
});

/** Day `n` of timed visits, as a final plan has it. */
export const timedDay = (n: number, activities: FinalActivity[]): FinalDay => ({
  day: n,
  accommodation_suggestion: "",
  estimated_daily_cost: "",
  activities,
});

export const contextOf = (plan: FinalDay[], over: Partial<TripPreferences> = {}): RuleContext => {
  const preferences = prefs({ numberOfDays: plan.length, ...over });
  return {
    preferences,
    plan,
    centre: LISBON,
    trip: resolveTrip({ destination: preferences.destinationCity }),
    isFinal: true,
  };
};
