import type { TripPreferences } from "@itinerary/contract";
import type { LatLng } from "../geo/geo.ts";
import type { PlanDay } from "../model/plan.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";

/** What a rule may know of the trip. */
export type RuleTrip = Pick<ResolvedTrip, "entry" | "placeOf" | "transitName">;

export type { PlanDay };

export interface RuleContext {
  preferences: TripPreferences;
  plan: readonly PlanDay[];
  /** The destination's centre, when known. */
  centre: LatLng | null;
  /** The request's trip: what the guide knows of its destination (its places, transit), if anything. */
  trip: RuleTrip;
  /** True when every day carries times (a final plan). */
  isFinal: boolean;
}

export interface RuleViolation {
  code: string;
  /** The 1-based day it concerns, when it concerns one day. */
  day?: number;
  message: string;
}

/**
 * One rule of the checker: a core check (hours, route, pace, budget…, `group: "core"`) or a judgement
 * rule (day-trip days, meal breaks, family suitability, season…). Each is listed in `index.ts`;
 * `checkItinerary` runs them all in that order, and the bench reports the core checks as one row and
 * each judgement rule by `code`.
 */
export interface PlanRule {
  readonly code: string;
  /** Further codes the rule reports, for a check whose codes interleave (kept in one rule to keep their order). */
  readonly alsoReports?: readonly string[];
  /** "core" for the checks the quality table reports as one row; judgement rules leave it out. */
  readonly group?: "core";
  /** A short name for the bench's quality table. */
  readonly label: string;
  check(context: RuleContext): RuleViolation[];
}
