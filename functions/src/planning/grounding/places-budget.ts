import { maxStopsPerDay, type TravelPace } from "@itinerary/contract";
import { getConfig } from "../../config.ts";

/**
 * How many paid Places calls one request may still make. One object per request, passed through every
 * grounding pass of it (a draft, its refill, a final plan), so no body, however large or however
 * often re-grounded, can spend more than the bound. Taken before each call, so parallel lookups
 * cannot overshoot it.
 */
export class PlacesBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  /** Reserves one call; false when none is left. */
  take(): boolean {
    if (this.used >= this.limit) return false;
    this.used++;
    return true;
  }

  get calls(): number {
    return this.used;
  }
}

/**
 * The bound for a trip: a few calls per stop the pace allows (a lookup, and a second pass when a
 * draft is refilled), never more than the configured ceiling per request.
 */
export function placesBudgetFor(days: number, pace: TravelPace | undefined): PlacesBudget {
  const { callsPerStop, maxCallsPerRequest } = getConfig().maps;
  return new PlacesBudget(Math.min(maxCallsPerRequest, callsPerStop * days * maxStopsPerDay(pace)));
}

export const PLACES_BUDGET_SPENT_NOTICE = (skipped: number) =>
  `${skipped} ${skipped === 1 ? "place was" : "places were"} not checked with Google Maps: this request reached its limit of map lookups. Their details are the planner's own.`;
