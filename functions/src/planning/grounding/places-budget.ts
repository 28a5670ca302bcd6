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
  /** Place ids this request already looked up: a second grounding pass (a refill, a final plan) does not ask again. */
  private readonly fresh = new Set<string>();

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

  isFresh(placeId: string): boolean {
    return this.fresh.has(placeId);
  }

  markFresh(placeId: string): void {
    this.fresh.add(placeId);
  }
}

/**
 * The bound for a trip: a few calls per stop the pace allows (a lookup, and room for the stops a
 * refill adds), never more than the configured ceiling per request. A stop is looked up at most once
 * per request (see `fresh`), so the usual spend is one call per stop.
 */
export function placesBudgetFor(days: number, pace: TravelPace | undefined): PlacesBudget {
  const { callsPerStop, maxCallsPerRequest } = getConfig().maps;
  return new PlacesBudget(Math.min(maxCallsPerRequest, callsPerStop * days * maxStopsPerDay(pace)));
}

export const PLACES_BUDGET_SPENT_NOTICE = (skipped: number) =>
  `${skipped} ${skipped === 1 ? "place was" : "places were"} not checked with Google Maps: this request reached its limit of map lookups. Their details are the planner's own.`;
