import type { CreateUserProfileResponse } from "@itinerary/contract";

/**
 * POST /create-user-profile, made after every successful sign-in, sign-up or Google sign-in. The
 * server creates the profile with its welcome grant only once; calling it again changes nothing.
 */
export async function createUserProfile(): Promise<CreateUserProfileResponse> {
  const [{ apiCall }, { CreateUserProfileResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("createUserProfile", CreateUserProfileResponse, { body: {} });
}
