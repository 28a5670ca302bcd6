import type { GenerateFinalPlanRequest, GenerateFinalPlanResponse } from "@itinerary/contract";

/** POST /generate-final-plan: the draft turned into a timed plan with costs (charged). */
export async function generateFinalPlan(body: GenerateFinalPlanRequest): Promise<GenerateFinalPlanResponse> {
  const [{ apiCall }, { GenerateFinalPlanResponse }] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  return apiCall("generateFinalPlan", GenerateFinalPlanResponse, { body, expireSessionOn401: true });
}
