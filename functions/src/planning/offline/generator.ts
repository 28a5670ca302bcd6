import type { DraftDay, TripPreferences } from "@itinerary/contract";
import type { DraftResult, FinalResult, PlanGenerator } from "../generator.ts";
import { finalizePlan } from "../schedule.ts";
import { findDestination, inferDestination } from "./catalog.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { stayPointOf, transitNameOf } from "./local-transport.ts";
import type { Destination } from "./place.ts";
import { costProfileOf, planDraft, swapPaidForFree } from "./planner.ts";
import { reviseDraft } from "./revise.ts";

export interface OfflineGeneratorOptions {
  /** The dataset to plan from; the shipped DESTINATIONS by default (tests pass fixtures). */
  destinations?: readonly Destination[];
}

/**
 * The planner used without GEMINI_API_KEY: deterministic, no network. draft() throws a 422 ApiError
 * for a destination it does not cover; a non-empty suggestion is applied to the fresh draft as a
 * revision would be.
 */
export function createOfflineGenerator(options: OfflineGeneratorOptions = {}): PlanGenerator {
  const destinations = options.destinations ?? DESTINATIONS;
  return {
    kind: "offline",
    async draft(preferences: TripPreferences, suggestion: string): Promise<DraftResult> {
      const fresh = planDraft(preferences, destinations);
      if (!suggestion.trim()) return fresh;
      const revised = reviseDraft(fresh.itinerary, suggestion, preferences, destinations);
      return { itinerary: revised.itinerary, notifications: [...fresh.notifications, ...revised.notifications] };
    },
    async revise(current: DraftDay[], suggestion: string, preferences: TripPreferences | undefined): Promise<DraftResult> {
      return reviseDraft(current, suggestion, preferences, destinations);
    },
    async finalize(current: DraftDay[], preferences: TripPreferences): Promise<FinalResult> {
      const names = current.flatMap((day) => day.activities.map((activity) => activity.name));
      const destination = findDestination(preferences.destinationCity, destinations) ?? inferDestination(names, destinations);
      if (!destination) return finalizePlan(current, preferences);
      const options = {
        profile: costProfileOf(destination),
        base: stayPointOf(destination),
        destinationName: destination.name,
        transitName: transitNameOf(destination),
      };
      const first = finalizePlan(current, preferences, options);
      const total = first.structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
      if (!(preferences.totalBudget > 0) || total <= preferences.totalBudget) return first;
      const swapped = swapPaidForFree(current, preferences, destination, total - preferences.totalBudget);
      if (swapped.notifications.length === 0) return first;
      // The swaps are the planner's own: their days get a fresh order, not the traveller's.
      return finalizePlan(swapped.itinerary, preferences, { ...options, notifications: swapped.notifications, reorder: true });
    },
  };
}
