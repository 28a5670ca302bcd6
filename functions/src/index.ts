/**
 * Declares every Cloud Function (one per API path) and nothing else; the logic lives in the modules
 * it imports.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import {
  createCheckoutSession as createCheckoutSessionHandler,
  getTokenPacks as getTokenPacksHandler,
} from "./endpoints/checkout.ts";
import { apiNotFound as apiNotFoundHandler } from "./endpoints/not-found.ts";
import { searchCities as searchCitiesHandler } from "./endpoints/search-cities.ts";
import { localCheckout as localCheckoutHandler } from "./payments/local-checkout.ts";
import { stripeWebhook as stripeWebhookHandler } from "./payments/webhook.ts";
import { createUserProfile as createUserProfileHandler, getUserProfile as getUserProfileHandler } from "./endpoints/profile.ts";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

const light = { memory: "256MiB", timeoutSeconds: 30, concurrency: 40 } as const;

export const createUserProfile = onRequest(light, createUserProfileHandler);
export const getUserProfile = onRequest(light, getUserProfileHandler);
export const getTokenPacks = onRequest(light, getTokenPacksHandler);
export const createCheckoutSession = onRequest(light, createCheckoutSessionHandler);
// Stripe retries for days on 5xx; the handler is idempotent, so a generous timeout is harmless.
export const stripeWebhook = onRequest({ ...light, timeoutSeconds: 60 }, stripeWebhookHandler);
export const localCheckout = onRequest(light, localCheckoutHandler);
// The gazetteer index lives in memory (about 10 MB once built), well within 256 MiB.
export const searchCities = onRequest(light, searchCitiesHandler);
export const apiNotFound = onRequest(light, apiNotFoundHandler);
