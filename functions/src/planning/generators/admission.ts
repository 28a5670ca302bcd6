import type { DraftDay, TripPreferences } from "@itinerary/contract";
import type { PlanGenerator } from "./generator.ts";
import { guideEntryOf, type ResolvedTrip } from "../trip/resolved-trip.ts";

/**
 * What can be refused before any token is taken: a generator that plans only the guide's
 * destinations refuses an uncovered one, or a plan to revise whose destination it cannot tell, with
 * a 422 that costs nothing. A revision names its destination through its preferences or its stops.
 */
export function assertCanPlan(
  generator: PlanGenerator,
  trip: ResolvedTrip,
  preferences: TripPreferences | undefined,
  plan?: readonly DraftDay[],
): void {
  if (!generator.capabilities.guideOnly) return;
  // The 422 names the closest covered destination; found, there is nothing to say.
  if (preferences) guideEntryOf(trip, true);
  else if (plan) guideEntryOf(trip, false);
}

/**
 * A revision the generator finds nothing to act on in ("make it better") is a 422 with examples,
 * before any token is taken. A generator that reads any request is checked by its result only
 * (reviseTrip refunds a revision that changed nothing).
 */
export function assertRevisable(
  generator: PlanGenerator,
  trip: ResolvedTrip,
  plan: readonly DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
): void {
  generator.capabilities.checkRevisable?.(trip, plan, suggestion, preferences);
}
