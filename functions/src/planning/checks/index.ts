import { bigMuseumsRule } from "./big-museums.ts";
import { continuousDayRule } from "./continuous-day.ts";
import { dayCompactnessRule } from "./day-compactness.ts";
import { daytripDaysRule } from "./daytrip-days.ts";
import { mealBreaksRule } from "./meal-breaks.ts";
import { dietFitRule } from "./diet.ts";
import { familySuitability } from "./family.ts";
import { firstLegRule } from "./first-leg.ts";
import { mobilityFit } from "./mobility.ts";
import { mustSeeCoverage } from "./must-see.ts";
import type { PlanRule } from "./rule.ts";
import { seasonRule } from "./season.ts";
import { themeParkDay } from "./theme-park.ts";

/** Every judgement rule the checker runs after its core checks; add a rule's module here. */
export const PLAN_RULES: readonly PlanRule[] = [
  daytripDaysRule,
  dayCompactnessRule,
  continuousDayRule,
  mealBreaksRule,
  bigMuseumsRule,
  familySuitability,
  themeParkDay,
  seasonRule,
  mustSeeCoverage,
  mobilityFit,
  dietFitRule,
  firstLegRule,
];
