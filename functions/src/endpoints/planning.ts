import {
  DraftItinerary,
  GenerateFinalPlanRequest,
  type GenerateFinalPlanResponse,
  GenerateItineraryRequest,
  type GenerateItineraryResponse,
  RegenerateItineraryRequest,
  type RegenerateItineraryResponse,
  StructuredPlan,
  VALIDATION,
  type DraftDay,
  type TripPreferences,
} from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { badRequest, unavailable } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import type { PlanGenerator } from "../planning/generator.ts";
import { dayBase, groundPlan, orderDays } from "../planning/grounding/post-process.ts";
import { reconcileModelFinal } from "../planning/grounding/reconcile-final.ts";
import { assertCanPlan, placesSettings, selectGenerator } from "../planning/select-generator.ts";
import { withCharge } from "../tokens/balance.ts";

export const NOTHING_VERIFIABLE_DETAIL =
  "The planner could not produce any places we could verify for this trip. No tokens were charged; please try again.";

/** Grounds a draft from either generator, orders each day, and checks it still is a usable itinerary. */
async function finishDraft(
  days: DraftDay[],
  notifications: string[],
  context: { preferences: TripPreferences | undefined; generator: PlanGenerator },
): Promise<{ itinerary: DraftItinerary; notifications: string[] }> {
  const destination = context.preferences?.destinationCity ?? "";
  const grounded = await groundPlan(days, {
    destination,
    locations: context.preferences?.locations ?? [],
    generator: context.generator.kind,
    places: placesSettings(),
  });
  if (!grounded.days.some((day) => day.activities.length > 0)) throw unavailable(NOTHING_VERIFIABLE_DETAIL);
  const ordered = orderDays(grounded.days, {
    transport: context.preferences?.transport ?? "Public",
    reducedMobility: (context.preferences?.mobilityNeeds ?? "").trim() !== "",
    base: destination ? dayBase(destination) : null,
  });
  const itinerary = DraftItinerary.parse(ordered);
  return { itinerary, notifications: [...notifications, ...grounded.notifications] };
}

function hasActivities(days: readonly DraftDay[]): boolean {
  return days.some((day) => day.activities.length > 0);
}

/** The three paid planning endpoints; the generator is injectable so tests can meter a stand-in. */
export function planningEndpoints(generatorFor: () => PlanGenerator = selectGenerator) {
  const generateItinerary = endpoint(
    { name: "generateItinerary", method: "POST", body: GenerateItineraryRequest },
    async ({ uid, body }): Promise<GenerateItineraryResponse> => {
      const { suggestion, ...preferences } = body;
      const generator = generatorFor();
      // Refused before the charge: an uncovered destination offline costs nothing (later failures are refunded).
      assertCanPlan(generator, preferences.destinationCity);
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.generate, "generate", async () => {
        const drafted = await generator.draft(preferences, suggestion);
        return finishDraft(drafted.itinerary, drafted.notifications, { preferences, generator });
      });
      return { itinerary: result.itinerary, tokens_remaining: tokensRemaining, notifications: result.notifications };
    },
  );

  const regenerateItinerary = endpoint(
    { name: "regenerateItinerary", method: "POST", body: RegenerateItineraryRequest },
    async ({ uid, body }): Promise<RegenerateItineraryResponse> => {
      const { currentItinerary, suggestion, preferences } = body;
      const generator = generatorFor();
      assertCanPlan(generator, preferences?.destinationCity);
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.regenerate, "regenerate", async () => {
        const revised = await generator.revise(currentItinerary, suggestion, preferences);
        return finishDraft(revised.itinerary, revised.notifications, { preferences, generator });
      });
      return { itinerary: result.itinerary, tokens_remaining: tokensRemaining, notifications: result.notifications };
    },
  );

  const generateFinalPlan = endpoint(
    { name: "generateFinalPlan", method: "POST", body: GenerateFinalPlanRequest },
    async ({ uid, body }): Promise<GenerateFinalPlanResponse> => {
      const { currentItinerary, preferences } = body;
      if (!hasActivities(currentItinerary)) throw badRequest(VALIDATION.finalizeNeedsDraft);
      const generator = generatorFor();
      const { result, tokensRemaining } = await withCharge(uid, getConfig().tokenCosts.finalize, "finalize", async () => {
        const finalized = await generator.finalize(currentItinerary, preferences);
        const grounded = await groundPlan(finalized.structured_plan, {
          destination: preferences.destinationCity,
          locations: preferences.locations,
          generator: generator.kind,
          places: placesSettings(),
        });
        if (!hasActivities(grounded.days)) throw unavailable(NOTHING_VERIFIABLE_DETAIL);
        const groundedPlan = {
          ...finalized,
          structured_plan: grounded.days.map((day) => ({ ...finalized.structured_plan.find((d) => d.day === day.day)!, activities: day.activities })),
          notifications: [...finalized.notifications, ...grounded.notifications],
        };
        // The offline planner schedules and prices its own plan; a model's times and budget are checked here.
        const plan = generator.kind === "gemini" ? reconcileModelFinal(groundedPlan, preferences) : groundedPlan;
        return { ...plan, structured_plan: StructuredPlan.parse(plan.structured_plan) };
      });
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
