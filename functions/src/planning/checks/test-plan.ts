import { TripPreferences, type Activity, type FinalActivity } from "@itinerary/contract";
import type { PlanDay, RuleContext } from "./rule.ts";
import { createStop, createTrip } from "../../../test/data-generators.ts";

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
  isFinal: plan.length > 0 && plan.every((day) => day.activities.every((a) => "start_time" in a)),
});

export const day = (n: number, ...activities: (Activity & Partial<FinalActivity>)[]): PlanDay => ({ day: n, activities: activities as FinalActivity[] });
