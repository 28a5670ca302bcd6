/**
 * Declares every Cloud Function (one per API path) and nothing else; the logic lives in the modules
 * it imports.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { apiNotFound as apiNotFoundHandler } from "./endpoints/not-found.ts";
import { createUserProfile as createUserProfileHandler, getUserProfile as getUserProfileHandler } from "./endpoints/profile.ts";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

const light = { memory: "256MiB", timeoutSeconds: 30, concurrency: 40 } as const;

export const createUserProfile = onRequest(light, createUserProfileHandler);
export const getUserProfile = onRequest(light, getUserProfileHandler);
export const apiNotFound = onRequest(light, apiNotFoundHandler);
