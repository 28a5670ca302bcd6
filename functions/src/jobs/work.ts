import {
  VALIDATION,
  type GenerateFinalPlanRequest,
  type GenerateItineraryRequest,
  type RegenerateItineraryRequest,
  type PlanJobKind,
  type PlanJobResult,
  type TravelPace,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { badRequest } from "../errors.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { placesBudgetFor } from "../planning/grounding/places-budget.ts";
import {
  draftTrip,
  finalizeTrip,
  hasActivities,
  reviseTrip,
  type PipelineContext,
  type PipelineHooks,
} from "../planning/pipeline/pipeline.ts";
import { assertCanPlan, assertRevisable } from "../planning/generators/admission.ts";
import { onlyGrounded } from "../photos/grounded-places.ts";
import { photoSigner } from "../photos/plan-photos.ts";
import { resolveTrip, type ResolvedTrip } from "../planning/trip/resolved-trip.ts";
import { placesSettings } from "./select-generator.ts";
import type { ChargeReason } from "../store/ledger.ts";

/** One paid planning run, whichever way it was asked for (a SPEC endpoint or a plan job). */
export interface PlanWork {
  kind: PlanJobKind;
  cost: number;
  reason: ChargeReason;
  daysTotal: number;
  /** Runs the pipeline; the caller adds `tokens_remaining` from the charge. */
  run: (hooks: PipelineHooks) => Promise<Omit<PlanJobResult, "tokens_remaining">>;
}

export type PlanRequest =
  | { kind: "generate"; request: GenerateItineraryRequest }
  | { kind: "regenerate"; request: RegenerateItineraryRequest }
  | { kind: "finalize"; request: GenerateFinalPlanRequest };

const REASON: Record<PlanJobKind, ChargeReason> = {
  generate: "generate",
  regenerate: "regenerate",
  finalize: "finalize",
};

/**
 * The work a request asks for. Makes the refusals that cost nothing (the offline planner's uncovered
 * destination, a final plan without a draft) before anyone charges; later failures are refunded.
 */
export function planWork(asked: PlanRequest, generator: PlanGenerator): PlanWork {
  const costs = getConfig().tokenCosts;
  // Each run gets its own Places budget, sized by the trip it plans.
  const context = (trip: ResolvedTrip, days: number, pace: TravelPace | undefined): PipelineContext => {
    const budget = placesBudgetFor(days, pace);
    return {
      generator,
      trip,
      places: placesSettings(),
      budget,
      // A revision or final plan starts from a client's draft, whose place ids may be anything: links are
      // signed only for ids Google confirmed in this run's grounding (a stop Places could not check keeps
      // its id unsigned and shows the placeholder).
      photos: onlyGrounded(photoSigner(), { has: (placeId) => budget.isFresh(placeId) }),
    };
  };
  const base = { kind: asked.kind, reason: REASON[asked.kind] };

  switch (asked.kind) {
    case "generate": {
      const { suggestion, ...preferences } = asked.request;
      // The trip is resolved once here, against the generator's guide, and handed down.
      const trip = resolveTrip(
        { destination: preferences.destinationCity, locations: preferences.locations, stay: preferences.stay },
        generator.guide,
      );
      assertCanPlan(generator, trip, preferences);
      const pipeline = context(trip, preferences.numberOfDays, preferences.travelPace);
      return {
        ...base,
        cost: costs.generate,
        daysTotal: preferences.numberOfDays,
        run: async (hooks) => {
          const result = await draftTrip(preferences, suggestion, pipeline, hooks);
          return { itinerary: result.itinerary, notifications: result.notifications };
        },
      };
    }
    case "regenerate": {
      const { currentItinerary, suggestion, preferences } = asked.request;
      const trip = resolveTrip(
        {
          destination: preferences?.destinationCity,
          locations: preferences?.locations,
          plan: currentItinerary,
          stay: preferences?.stay,
        },
        generator.guide,
      );
      assertCanPlan(generator, trip, preferences, currentItinerary);
      assertRevisable(generator, trip, currentItinerary, suggestion, preferences);
      const pipeline = context(trip, currentItinerary.length, preferences?.travelPace);
      return {
        ...base,
        cost: costs.regenerate,
        daysTotal: currentItinerary.length,
        run: async (hooks) => {
          const result = await reviseTrip(currentItinerary, suggestion, preferences, pipeline, hooks);
          return { itinerary: result.itinerary, notifications: result.notifications };
        },
      };
    }
    case "finalize": {
      const { currentItinerary, preferences } = asked.request;
      if (!hasActivities(currentItinerary)) throw badRequest(VALIDATION.finalizeNeedsDraft);
      const trip = resolveTrip(
        {
          destination: preferences.destinationCity,
          locations: preferences.locations,
          plan: currentItinerary,
          stay: preferences.stay,
        },
        generator.guide,
      );
      const pipeline = context(trip, currentItinerary.length, preferences.travelPace);
      return {
        ...base,
        cost: costs.finalize,
        daysTotal: currentItinerary.length,
        run: async (hooks) => {
          const result = await finalizeTrip(currentItinerary, preferences, pipeline, hooks);
          return {
            structured_plan: result.structured_plan,
            summary_text: result.summary_text,
            notifications: result.notifications,
          };
        },
      };
    }
  }
}

/**
 * The stored request as it was validated when the job was accepted. Not validated again: a start
 * date that was today at acceptance must not turn into "in the past" because the job ran after midnight.
 */
export function storedRequest(kind: PlanJobKind, request: unknown): PlanRequest {
  return { kind, request } as PlanRequest;
}
