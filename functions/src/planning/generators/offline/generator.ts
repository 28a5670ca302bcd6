import type { DraftDay, TripPreferences } from "@itinerary/contract";
import { sleep } from "../abort.ts";
import type {
  FinalGenerationHooks,
  FinalResult,
  GeneratedDraft,
  GeneratedFinal,
  GenerationHooks,
  PlanGenerator,
} from "../generator.ts";
import { notices } from "../../model/notice.ts";
import { finalizePlan } from "../../scheduling/schedule.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { stayPointOf, transitNameOf } from "../../guide/local-transport.ts";
import type { Destination } from "../../guide/place.ts";
import { costProfileOf, planDraftFor, swapPaidForFree } from "./planner.ts";
import { assertUnderstoodFor, reviseDraftFor } from "./revise.ts";
import { guideEntryOf, type ResolvedTrip } from "../../trip/resolved-trip.ts";
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
  async function report<R, D>(
    result: R,
    days: readonly D[],
    hooks: { onDay?: (day: D) => void | Promise<void>; signal?: AbortSignal } | undefined,
  ): Promise<R> {
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
    guide: destinations,
    capabilities: {
      guideOnly: true,
      curatedPlaces: true,
      reportsRevisions: true,
      timesFinalPlan: true,
      checkRevisable: (trip, plan, suggestion, preferences) =>
        assertUnderstoodFor(plan, suggestion, preferences, guideEntryOf(trip, preferences !== undefined)),
    },
    // It plans a 14-day trip in milliseconds; slowed per day (the emulator's knob), it runs as a model would.
    finishesInline: async () => (await dayDelayMs()) === 0,
    async draft(
      trip: ResolvedTrip,
      preferences: TripPreferences,
      suggestion: string,
      hooks?: GenerationHooks,
    ): Promise<GeneratedDraft> {
      // Refused at the edge before any charge; a direct call for an uncovered city gets the same 422.
      const destination = guideEntryOf(trip, true);
      const fresh = planDraftFor(preferences, destination);
      if (!suggestion.trim())
        return report({ itinerary: fresh.itinerary, notices: notices(fresh.notifications) }, fresh.itinerary, hooks);
      const revised = reviseDraftFor(fresh.itinerary, suggestion, preferences, destination);
      const result = { itinerary: revised.itinerary, notices: [...notices(fresh.notifications), ...revised.notices] };
      return report(result, result.itinerary, hooks);
    },
    async revise(
      trip: ResolvedTrip,
      current: DraftDay[],
      suggestion: string,
      preferences: TripPreferences | undefined,
      hooks?: GenerationHooks,
    ): Promise<GeneratedDraft> {
      const revised = reviseDraftFor(current, suggestion, preferences, guideEntryOf(trip, preferences !== undefined));
      const result = { itinerary: revised.itinerary, notices: revised.notices };
      return report(result, result.itinerary, hooks);
    },
    async finalize(
      trip: ResolvedTrip,
      current: DraftDay[],
      preferences: TripPreferences,
      hooks?: FinalGenerationHooks,
    ): Promise<GeneratedFinal> {
      const { notifications, ...plan } = finalizeOffline(trip, current, preferences);
      const result = { ...plan, notices: notices(notifications) };
      return report(result, result.structured_plan, hooks);
    },
  };

  function finalizeOffline(trip: ResolvedTrip, current: DraftDay[], preferences: TripPreferences): FinalResult {
    const destination = trip.planEntry;
    if (!destination) return finalizePlan(current, preferences);
    const transitName = transitNameOf(destination);
    // The traveller's own stay, once placed, is where every day starts and what its first leg names.
    const own = trip.ownStay?.point ? { point: trip.ownStay.point, name: trip.ownStay.name, transitName } : null;
    const options = {
      // The summary's "You stay in ..." names it too.
      profile: own ? { ...costProfileOf(destination), stayArea: own.name } : costProfileOf(destination),
      base: own?.point ?? stayPointOf(destination),
      ...(own ? { stays: current.map(() => own) } : {}),
      destinationName: destination.name,
      transitName,
      guide: destination,
    };
    const first = finalizePlan(chargeTicketsOnce(current, destination), preferences, options);
    const total = first.structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
    if (!(preferences.totalBudget > 0) || total <= preferences.totalBudget) return first;
    const swapped = swapPaidForFree(current, preferences, destination, total - preferences.totalBudget);
    if (swapped.notifications.length === 0) return first;
    // The swaps are the planner's own: their days get a fresh order, not the traveller's.
    return finalizePlan(chargeTicketsOnce(swapped.itinerary, destination), preferences, {
      ...options,
      notifications: swapped.notifications,
      reorder: true,
    });
  }
}
