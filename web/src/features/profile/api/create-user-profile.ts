/**
 * POST /create-user-profile, made after every successful sign-in, sign-up or Google sign-in. The
 * server creates the profile with its welcome grant only once; calling it again changes nothing.
 */
export async function createUserProfile(): Promise<void> {
  const [{ apiCall }, { CreateUserProfileResponse }] = await Promise.all([import("../../../lib/api-client"), import("@itinerary/contract")]);
  await apiCall("createUserProfile", CreateUserProfileResponse, { body: {} });
}
