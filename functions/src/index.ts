/**
 * Declares every Cloud Function (one per API path) and nothing else; the logic lives in the modules
 * it imports.
 */
import { setGlobalOptions } from "firebase-functions/v2";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { defineSecret } from "firebase-functions/params";
import {
  createCheckoutSession as createCheckoutSessionHandler,
  getTokenPacks as getTokenPacksHandler,
} from "./endpoints/checkout.ts";
import {
  exportCalendar as exportCalendarHandler,
  exportGpx as exportGpxHandler,
  generatePdf as generatePdfHandler,
  getSharedItineraryCalendar as getSharedItineraryCalendarHandler,
  getSharedItineraryGpx as getSharedItineraryGpxHandler,
  getSharedItineraryPdf as getSharedItineraryPdfHandler,
} from "./endpoints/documents.ts";
import { deleteAccount as deleteAccountHandler, exportAccount as exportAccountHandler } from "./endpoints/account.ts";
import { apiNotFound as apiNotFoundHandler } from "./endpoints/not-found.ts";
import { createPlanJob as createPlanJobHandler, getPlanJob as getPlanJobHandler } from "./endpoints/plan-jobs.ts";
import { sweepOverdueJobs } from "./jobs/sweeper.ts";
import { expireStoredPlacesFacts } from "./places-refresh/expire-stored.ts";
import { runPlanJob } from "./jobs/worker.ts";
import { placePhoto as placePhotoHandler } from "./endpoints/place-photo.ts";
import {
  generateFinalPlan as generateFinalPlanHandler,
  generateItinerary as generateItineraryHandler,
  regenerateItinerary as regenerateItineraryHandler,
} from "./endpoints/planning.ts";
import {
  deleteItinerary as deleteItineraryHandler,
  getItinerary as getItineraryHandler,
  getSavedItineraries as getSavedItinerariesHandler,
  saveItinerary as saveItineraryHandler,
  updateItinerary as updateItineraryHandler,
} from "./endpoints/saved-itineraries.ts";
import { searchCities as searchCitiesHandler } from "./endpoints/search-cities.ts";
import { searchPlaces as searchPlacesHandler } from "./endpoints/search-places.ts";
import { tripWeather as tripWeatherHandler } from "./endpoints/trip-weather.ts";
import {
  getSharedItinerary as getSharedItineraryHandler,
  shareItinerary as shareItineraryHandler,
} from "./endpoints/share-itinerary.ts";
import {
  acceptTripInvite as acceptTripInviteHandler,
  createTripInvite as createTripInviteHandler,
  getTripMembers as getTripMembersHandler,
  removeTripMember as removeTripMemberHandler,
  tripPresence as tripPresenceHandler,
} from "./endpoints/trip-members.ts";
import {
  addTripExpense as addTripExpenseHandler,
  deleteTripExpense as deleteTripExpenseHandler,
  exportTripExpenses as exportTripExpensesHandler,
  setTripBudget as setTripBudgetHandler,
} from "./endpoints/trip-costs.ts";
import {
  addTripComment as addTripCommentHandler,
  deleteTripComment as deleteTripCommentHandler,
  resolveTripComment as resolveTripCommentHandler,
  voteTripStop as voteTripStopHandler,
} from "./endpoints/trip-comments.ts";
import { localCheckout as localCheckoutHandler } from "./payments/local-checkout.ts";
import { stripeWebhook as stripeWebhookHandler } from "./endpoints/stripe-webhook.ts";
import { wrapRuntimeBodyParser } from "./http/framework-body.ts";
import { getConfig } from "./config.ts";
import { migrateLegacyWelcomeGrants } from "./tokens/welcome-migration.ts";
import {
  createUserProfile as createUserProfileHandler,
  getUserProfile as getUserProfileHandler,
} from "./endpoints/profile.ts";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

// Before the runtime builds its app: its body parser leaves oversized and malformed bodies to the
// guard, which answers them as `{detail}` JSON instead of an HTML error page.
wrapRuntimeBodyParser();

// Keys are secrets in production, read through config.ts from the environment. The emulator would try
// Secret Manager for an unset secret at every cold start (and fail offline), so it binds none: without
// keys it runs the offline defaults, and a local run may still export them as plain variables.
const bindSecrets = process.env.FUNCTIONS_EMULATOR !== "true";
const geminiApiKey = defineSecret("GEMINI_API_KEY");
const mapsServerKey = defineSecret("GOOGLE_MAPS_SERVER_KEY");
const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");
// Signs photo links: every function that answers with a plan makes them, the photo path checks them.
const photoLinkSecret = defineSecret("PHOTO_LINK_SECRET");
const secrets = (...list: ReturnType<typeof defineSecret>[]) => (bindSecrets ? { secrets: list } : {});
// Keys the welcome-grant records (an HMAC of the address), so they cannot be tested against guesses.
const welcomeGrantSecret = defineSecret("WELCOME_GRANT_SECRET");

const light = { memory: "256MiB", timeoutSeconds: 30, concurrency: 40 } as const;
// Firebase Hosting gives a rewritten request at most 60 s: each SPEC planning request finishes or
// fails (and refunds) within 50 s (jobs/run-request.ts), and the function's limit sits at Hosting's.
// Each instance serves a few travellers at once.
const planning = {
  memory: "512MiB",
  timeoutSeconds: 60,
  concurrency: 8,
  ...secrets(geminiApiKey, mapsServerKey, photoLinkSecret),
} as const;
// A browser's plan job has 4 minutes (jobs/worker.ts); one more lets the worker fail and refund it.
const planJobWorker = { ...planning, timeoutSeconds: 300 } as const;
// Saved and shared plans come back with signed photo links.
const withPhotoLinks = { ...light, ...secrets(mapsServerKey, photoLinkSecret) } as const;

export const createUserProfile = onRequest({ ...light, ...secrets(welcomeGrantSecret) }, createUserProfileHandler);
// Runs once after the deploy that brought HMAC keys (a done run leaves a marker and returns at once).
export const migrateWelcomeGrants = onSchedule(
  { ...light, schedule: "every 10 minutes", timeoutSeconds: 300, ...secrets(welcomeGrantSecret) },
  async () => {
    const secret = getConfig().welcomeGrantSecret;
    if (secret) await migrateLegacyWelcomeGrants(secret);
  },
);
export const getUserProfile = onRequest(light, getUserProfileHandler);

// The data export reads every plan of the account; deletion walks the whole users/{uid} subtree.
export const exportAccount = onRequest({ ...light, timeoutSeconds: 60 }, exportAccountHandler);
export const deleteAccount = onRequest({ ...light, timeoutSeconds: 120 }, deleteAccountHandler);

export const getTokenPacks = onRequest({ ...light, ...secrets(stripeSecretKey) }, getTokenPacksHandler);
export const createCheckoutSession = onRequest(
  { ...light, ...secrets(stripeSecretKey, stripeWebhookSecret) },
  createCheckoutSessionHandler,
);
// Stripe retries for days on 5xx; the handler is idempotent, so a generous timeout is harmless.
export const stripeWebhook = onRequest(
  { ...light, timeoutSeconds: 60, ...secrets(stripeSecretKey, stripeWebhookSecret) },
  stripeWebhookHandler,
);
// Serves only inside the emulator suite; in production it answers 404.
export const localCheckout = onRequest(light, localCheckoutHandler);

export const generateItinerary = onRequest(planning, generateItineraryHandler);
export const regenerateItinerary = onRequest(planning, regenerateItineraryHandler);
export const generateFinalPlan = onRequest(planning, generateFinalPlanHandler);
// Plan jobs: accepted (and charged) by a request that runs the offline planner's jobs itself (in
// milliseconds, so a planning function's settings) and leaves a model's to the trigger; swept if an instance died.
export const createPlanJob = onRequest(planning, createPlanJobHandler);
export const getPlanJob = onRequest(light, getPlanJobHandler);
export const runPlanJobOnCreate = onDocumentCreated(
  { ...planJobWorker, document: "users/{uid}/planJobs/{jobId}" },
  async (event) => {
    await runPlanJob(event.params.uid, event.params.jobId);
  },
);
export const sweepPlanJobs = onSchedule({ ...light, schedule: "every 5 minutes", timeoutSeconds: 120 }, async () => {
  await sweepOverdueJobs();
});
// Saved plans nobody opens lose their Places facts once past the terms' window (the place ids stay).
export const expirePlacesFacts = onSchedule(
  { ...light, schedule: "every 60 minutes", timeoutSeconds: 300 },
  async () => {
    await expireStoredPlacesFacts();
  },
);
export const saveItinerary = onRequest(light, saveItineraryHandler);
export const updateItinerary = onRequest(light, updateItineraryHandler);
export const getSavedItineraries = onRequest(withPhotoLinks, getSavedItinerariesHandler);
export const getItinerary = onRequest(withPhotoLinks, getItineraryHandler);
export const deleteItinerary = onRequest(light, deleteItineraryHandler);
// POST shares, DELETE revokes: one path, so one function.
export const shareItinerary = onRequest(light, shareItineraryHandler);
export const getSharedItinerary = onRequest(withPhotoLinks, getSharedItineraryHandler);

// Travelling together: POST makes an invite link, DELETE revokes one (one path, so one function).
export const createTripInvite = onRequest(light, createTripInviteHandler);
export const acceptTripInvite = onRequest(light, acceptTripInviteHandler);
export const getTripMembers = onRequest(light, getTripMembersHandler);
export const removeTripMember = onRequest(light, removeTripMemberHandler);
export const tripPresence = onRequest(light, tripPresenceHandler);

// A trip's shared costs: its budget, its expenses and their CSV file.
export const setTripBudget = onRequest(light, setTripBudgetHandler);
export const addTripExpense = onRequest(light, addTripExpenseHandler);
export const deleteTripExpense = onRequest(light, deleteTripExpenseHandler);
export const exportTripExpenses = onRequest(light, exportTripExpensesHandler);

// Comments and votes on a trip: each path its own function.
export const addTripComment = onRequest(light, addTripCommentHandler);
export const resolveTripComment = onRequest(light, resolveTripCommentHandler);
export const deleteTripComment = onRequest(light, deleteTripCommentHandler);
export const voteTripStop = onRequest(light, voteTripStopHandler);

// The gazetteer index lives in memory (about 12 MB once built), well within 256 MiB.
export const searchCities = onRequest(light, searchCitiesHandler);
// The guide's places of a city by name (adding a place of one's own to a day).
export const searchPlaces = onRequest(light, searchPlacesHandler);
// Weather from Open-Meteo (no key); a city the guide lacks is found in the same gazetteer.
export const tripWeather = onRequest(light, tripWeatherHandler);
export const placePhoto = onRequest(withPhotoLinks, placePhotoHandler);

// Chromium needs room (about 200 MB, plus 30 to 60 MB a tab): two renders at a time per instance, the
// renderer queueing the rest, so concurrency above that only adds waiting.
const pdf = { memory: "1GiB", cpu: 1, timeoutSeconds: 60, concurrency: 4 } as const;
export const generatePdf = onRequest(pdf, generatePdfHandler);
export const exportCalendar = onRequest(light, exportCalendarHandler);
// The same files through a share link, signed out.
// Both refresh a shared plan's Places content past its storage window, as the shared page does.
export const getSharedItineraryPdf = onRequest({ ...pdf, ...secrets(mapsServerKey) }, getSharedItineraryPdfHandler);
export const getSharedItineraryCalendar = onRequest(
  { ...light, ...secrets(mapsServerKey) },
  getSharedItineraryCalendarHandler,
);
// A saved trip's stops for GPS apps, for its owner and members, and through a share link; both read
// the trip with its Places content refreshed when due, as the trip's page does.
export const exportGpx = onRequest({ ...light, ...secrets(mapsServerKey) }, exportGpxHandler);
export const getSharedItineraryGpx = onRequest({ ...light, ...secrets(mapsServerKey) }, getSharedItineraryGpxHandler);

export const apiNotFound = onRequest(light, apiNotFoundHandler);
