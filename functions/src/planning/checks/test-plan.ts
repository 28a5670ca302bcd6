import { TripPreferences, type Activity, type FinalActivity } from "@itinerary/contract";
import { resolveTrip } from "../trip/resolved-trip.ts";
import type { PlanDay, RuleContext } from "./rule.ts";

/** Preferences for rule tests: three days in Paris from Monday 2 June 2031, unless overridden. */
export const rulePrefs = (over: Partial<TripPreferences> = {}) =>
  TripPreferences.parse({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Paris", accommodation: ["Hotel"], ...over });

/** A stop by name; coordinates do not matter to the traveller-fit rules. */
export const stop = (name: string, extra: Partial<FinalActivity> = {}): Activity & Partial<FinalActivity> => ({
  name, transport: "", highlight: "", opening_hours: "", entry_fee: "Free", latitude: 48.86, longitude: 2.34, ...extra,
});

export const ruleContext = (preferences: TripPreferences, plan: PlanDay[]): RuleContext => ({
  preferences,
  plan,
  centre: null,
  trip: resolveTrip({ destination: preferences.destinationCity }),
  isFinal: plan.length > 0 && plan.every((day) => day.activities.every((a) => "start_time" in a)),
});

export const day = (n: number, ...activities: (Activity & Partial<FinalActivity>)[]): PlanDay => ({ day: n, activities: activities as FinalActivity[] });
