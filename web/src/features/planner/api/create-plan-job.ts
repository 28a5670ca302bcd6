import type { CreatePlanJobRequestInput, CreatePlanJobResponse } from "@itinerary/contract";

/**
 * POST /plan-jobs: starts a generation (charged once per job id) and answers at once; the job's
 * document then carries its progress and result. A 401 ends the session.
 */
export async function createPlanJob(body: CreatePlanJobRequestInput): Promise<CreatePlanJobResponse> {
  const [{ apiCall }, { CreatePlanJobResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("createPlanJob", CreatePlanJobResponse, { body, expireSessionOn401: true });
}
