import type { DraftDay, TripPreferences } from "@itinerary/contract";
import { sleep } from "../abort.ts";
import type { DraftResult, FinalGenerationHooks, FinalResult, GenerationHooks, PlanGenerator } from "../generator.ts";
import { finalizePlan } from "../../scheduling/schedule.ts";
import { findDestination, inferDestination } from "../../guide/catalog.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { stayPointOf, transitNameOf } from "../../guide/local-transport.ts";
import type { Destination } from "../../guide/place.ts";
import { costProfileOf, planDraft, swapPaidForFree } from "./planner.ts";
import { assertUnderstood, reviseDraft } from "./revise.ts";
import { chargeTicketsOnce } from "../../guide/tickets.ts";

export interface OfflineGeneratorOptions {
  /** The dataset to plan from; the shipped DESTINATIONS by default (tests pass fixtures). */
  destinations?: readonly Destination[];
  /** Waits this long before reporting each day (an emulator-only knob, so tests can watch days arrive). */
  dayDelayMs?: number | (() => Promise<number>);
}

/**
 * The planner used without GEMINI_API_KEY: deterministic, no network. draft() throws a 422 ApiError
 * for a destination it does not cover; a non-empty suggestion is applied to the fresh draft as a
 * revision would be.
 */
export function createOfflineGenerator(options: OfflineGeneratorOptions = {}): PlanGenerator {
  const destinations = options.destinations ?? DESTINATIONS;
  const delayOption = options.dayDelayMs ?? 0;
  const dayDelayMs = async () => (typeof delayOption === "number" ? delayOption : await delayOption());

  /** The plan is made at once; its days are still reported one by one, in order, as a streaming model would. */
  async function report<R, D>(result: R, days: readonly D[], hooks: { onDay?: (day: D) => void | Promise<void>; signal?: AbortSignal } | undefined): Promise<R> {
    const delayMs = await dayDelayMs();
    for (const day of days) {
      if (delayMs > 0) await sleep(delayMs, hooks?.signal);
      hooks?.signal?.throwIfAborted();
      await hooks?.onDay?.(day);
    }
    return result;
  }

  return {
    kind: "offline",
    capabilities: {
      guideOnly: true,
      curatedPlaces: true,
      reportsRevisions: true,
      timesFinalPlan: true,
      checkRevisable: (plan, suggestion, preferences) => assertUnderstood(plan, suggestion, preferences),
    },
    // It plans a 14-day trip in milliseconds; slowed per day (the emulator's knob), it runs as a model would.
    finishesInline: async () => (await dayDelayMs()) === 0,
    async draft(preferences: TripPreferences, suggestion: string, hooks?: GenerationHooks): Promise<DraftResult> {
      const fresh = planDraft(preferences, destinations);
      if (!suggestion.trim()) return report(fresh, fresh.itinerary, hooks);
      const revised = reviseDraft(fresh.itinerary, suggestion, preferences, destinations);
      const result = { itinerary: revised.itinerary, notifications: [...fresh.notifications, ...revised.notifications] };
      return report(result, result.itinerary, hooks);
    },
    async revise(current: DraftDay[], suggestion: string, preferences: TripPreferences | undefined, hooks?: GenerationHooks): Promise<DraftResult> {
      const result = reviseDraft(current, suggestion, preferences, destinations);
      return report(result, result.itinerary, hooks);
    },
    async finalize(current: DraftDay[], preferences: TripPreferences, hooks?: FinalGenerationHooks): Promise<FinalResult> {
      const result = finalizeOffline(current, preferences);
      return report(result, result.structured_plan, hooks);
    },
  };

  function finalizeOffline(current: DraftDay[], preferences: TripPreferences): FinalResult {
    const names = current.flatMap((day) => day.activities.map((activity) => activity.name));
    const destination = findDestination(preferences.destinationCity, destinations) ?? inferDestination(names, destinations);
    if (!destination) return finalizePlan(current, preferences);
    const options = {
      profile: costProfileOf(destination),
      base: stayPointOf(destination),
      destinationName: destination.name,
      transitName: transitNameOf(destination),
    };
    const first = finalizePlan(chargeTicketsOnce(current, destination), preferences, options);
    const total = first.structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
    if (!(preferences.totalBudget > 0) || total <= preferences.totalBudget) return first;
    const swapped = swapPaidForFree(current, preferences, destination, total - preferences.totalBudget);
    if (swapped.notifications.length === 0) return first;
    // The swaps are the planner's own: their days get a fresh order, not the traveller's.
    return finalizePlan(chargeTicketsOnce(swapped.itinerary, destination), preferences, { ...options, notifications: swapped.notifications, reorder: true });
  }
}
