import {
  GenerateFinalPlanRequest,
  type GenerateFinalPlanResponse,
  GenerateItineraryRequest,
  type GenerateItineraryResponse,
  RegenerateItineraryRequest,
  type RegenerateItineraryResponse,
  type TravelPace,
  VALIDATION,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { badRequest } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import type { PlanGenerator } from "../planning/generator.ts";
import { placesBudgetFor } from "../planning/grounding/places-budget.ts";
import { draftTrip, finalizeTrip, hasActivities, reviseTrip, type PipelineContext } from "../planning/pipeline.ts";
import { assertCanPlan, assertRevisable, placesSettings, selectGenerator } from "../planning/select-generator.ts";
import { withCharge } from "../tokens/balance.ts";

/** The three paid planning endpoints; the generator is injectable so tests can meter a stand-in. */
export function planningEndpoints(generatorFor: () => PlanGenerator = selectGenerator) {
  // Each request gets its own Places budget, sized by the trip it plans.
  const pipeline = (days: number, pace: TravelPace | undefined): PipelineContext => ({
    generator: generatorFor(),
    places: placesSettings(),
    budget: placesBudgetFor(days, pace),
  });

  const generateItinerary = endpoint(
    { name: "generateItinerary", method: "POST", checkRevoked: true, body: GenerateItineraryRequest },
    async ({ uid, body }): Promise<GenerateItineraryResponse> => {
      const { suggestion, ...preferences } = body;
      const context = pipeline(preferences.numberOfDays, preferences.travelPace);
      // Refused before the charge: an uncovered destination offline costs nothing (later failures are refunded).
      assertCanPlan(context.generator, preferences.destinationCity);
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.generate, "generate", () =>
        draftTrip(preferences, suggestion, context),
      );
      return { itinerary: result.itinerary, tokens_remaining: tokensRemaining, notifications: result.notifications };
    },
  );

  const regenerateItinerary = endpoint(
    { name: "regenerateItinerary", method: "POST", checkRevoked: true, body: RegenerateItineraryRequest },
    async ({ uid, body }): Promise<RegenerateItineraryResponse> => {
      const { currentItinerary, suggestion, preferences } = body;
      const context = pipeline(currentItinerary.length, preferences?.travelPace);
      assertCanPlan(context.generator, preferences?.destinationCity, currentItinerary);
      assertRevisable(context.generator, currentItinerary, suggestion, preferences);
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.regenerate, "regenerate", () =>
        reviseTrip(currentItinerary, suggestion, preferences, context),
      );
      return { itinerary: result.itinerary, tokens_remaining: tokensRemaining, notifications: result.notifications };
    },
  );

  const generateFinalPlan = endpoint(
    { name: "generateFinalPlan", method: "POST", checkRevoked: true, body: GenerateFinalPlanRequest },
    async ({ uid, body }): Promise<GenerateFinalPlanResponse> => {
      const { currentItinerary, preferences } = body;
      if (!hasActivities(currentItinerary)) throw badRequest(VALIDATION.finalizeNeedsDraft);
      const context = pipeline(currentItinerary.length, preferences.travelPace);
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.finalize, "finalize", () =>
        finalizeTrip(currentItinerary, preferences, context),
      );
      return {
        structured_plan: result.structured_plan,
        summary_text: result.summary_text,
        tokens_remaining: tokensRemaining,
        notifications: result.notifications,
      };
    },
  );

  return { generateItinerary, regenerateItinerary, generateFinalPlan };
}

export const { generateItinerary, regenerateItinerary, generateFinalPlan } = planningEndpoints();
