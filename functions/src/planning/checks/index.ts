import type { PlanRule } from "./rule.ts";

/** Every judgement rule the checker runs after its core checks; add a rule's module here. */
export const PLAN_RULES: readonly PlanRule[] = [];
