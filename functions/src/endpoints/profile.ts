import { CreateUserProfileRequest, type CreateUserProfileResponse, type GetUserProfileResponse } from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { notFound } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import { log } from "../logs.ts";
import { ensureProfile, getProfile } from "../store/users.ts";

export const createUserProfile = endpoint(
  { name: "createUserProfile", method: "POST", body: CreateUserProfileRequest },
  async ({ uid }): Promise<CreateUserProfileResponse> => {
    const { created, profile } = await ensureProfile(uid, getConfig().welcomeTokens);
    if (created) log.profileCreated(uid, profile.tokens);
    return { created, tokens: profile.tokens };
  },
);

export const getUserProfile = endpoint(
  { name: "getUserProfile", method: "GET" },
  async ({ uid }): Promise<GetUserProfileResponse> => {
    const profile = await getProfile(uid);
    if (!profile) throw notFound("Your profile does not exist yet. Please sign in again.");
    return { tokens: profile.tokens, departureCity: profile.departureCity };
  },
);
