import type { ProfileData } from "../model/profile-state";

/** GET /get-user-profile. The API client (and with it Firebase) is loaded on first use. */
export async function getUserProfile(signal?: AbortSignal): Promise<ProfileData> {
  const [{ apiCall }, { GetUserProfileResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("getUserProfile", GetUserProfileResponse, { signal });
}
