import {
  CreateUserProfileRequest,
  type CreateUserProfileResponse,
  type GetUserProfileResponse,
} from "@itinerary/contract";
import { getConfig, WELCOME_SECRETS } from "../config.ts";
import { notFound } from "../errors.ts";
import { endpoint } from "../http/guard.ts";
import { log } from "../logs.ts";
import { ensureProfile, getProfile } from "../store/users.ts";
import { welcomeDecision } from "../tokens/welcome.ts";

export const createUserProfile = endpoint(
  // Revocation is checked: a deleted account's ID token stays valid for up to an hour and must not
  // bring its profile back.
  {
    name: "createUserProfile",
    method: "POST",
    body: CreateUserProfileRequest,
    checkRevoked: true,
    requires: WELCOME_SECRETS,
  },
  async ({ uid, identity }): Promise<CreateUserProfileResponse> => {
    const config = getConfig();
    const decision = welcomeDecision(uid, identity, config.welcomeGrantSecret!);
    const { created, welcome, profile } = await ensureProfile(uid, config.welcomeTokens, decision);
    if (created) log.profileCreated(uid, profile.tokens);
    if (welcome === "granted") log.tokensCredited(uid, getConfig().welcomeTokens, "welcome");
    if (welcome === "identity_used") log.info("welcome grant refused: identity already received one", { uid });
    return { created, tokens: profile.tokens, welcome };
  },
);

export const getUserProfile = endpoint(
  { name: "getUserProfile", method: "GET" },
  async ({ uid }): Promise<GetUserProfileResponse> => {
    const profile = await getProfile(uid);
    if (!profile) throw notFound("Your profile does not exist yet. Please sign in again.");
    return { tokens: profile.tokens, departureCity: profile.departureCity, actionCosts: getConfig().tokenCosts };
  },
);
