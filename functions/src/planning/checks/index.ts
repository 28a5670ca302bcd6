import { bigMuseumsRule } from "./big-museums.ts";
import { CORE_RULES } from "./core.ts";
import { continuousDayRule } from "./continuous-day.ts";
import { dayCompactnessRule } from "./day-compactness.ts";
import { daySpanRule } from "./day-span.ts";
import { dinnerRule } from "./dinner.ts";
import { eveningFitRule } from "./evening-fit.ts";
import { daytripDaysRule } from "./daytrip-days.ts";
import { mealBreaksRule } from "./meal-breaks.ts";
import { dietFitRule } from "./diet.ts";
import { familySuitability } from "./family.ts";
import { firstLegRule } from "./first-leg.ts";
import { interestShareRule } from "./interest-share.ts";
import { mobilityFit } from "./mobility.ts";
import { mustSeeCoverage } from "./must-see.ts";
import { repeatsRule } from "./repeats.ts";
import type { PlanRule } from "./rule.ts";
import { seasonRule } from "./season.ts";
import { themeParkDay } from "./theme-park.ts";

/** Every rule the checker runs, in order: the core checks, then the judgement rules; add a rule's module here. */
export const CHECK_RULES: readonly PlanRule[] = [
  ...CORE_RULES,
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
  daySpanRule,
  dinnerRule,
  eveningFitRule,
  interestShareRule,
  repeatsRule,
];

/** The judgement rules: those the bench reports one by one and the plan review tells the traveller of. */
export const PLAN_RULES: readonly PlanRule[] = CHECK_RULES.filter((rule) => rule.group !== "core");

/** Every code a rule reports, with the group it belongs to ("core", or the code itself for a judgement rule). */
export const RULE_GROUPS: ReadonlyMap<string, string> = new Map(
  CHECK_RULES.flatMap((rule) =>
    [rule.code, ...(rule.alsoReports ?? [])].map((code) => [code, rule.group ?? rule.code] as const),
  ),
);
