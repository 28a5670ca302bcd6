import type { DraftDay, TripPreferences } from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { recordGroundedPlaces } from "../photos/grounded-places.ts";
import { createGeminiGenerator } from "./gemini/gemini-generator.ts";
import type { PlanGenerator } from "./generator.ts";
import { requireDestination } from "./offline/catalog.ts";
import { assertUnderstood, destinationOfPlan } from "./offline/revise.ts";
import { createOfflineGenerator } from "./offline/generator.ts";
import type { PlacesSettings } from "./grounding/places-client.ts";
import { offlinePlannerDayDelayMs } from "../store/emulator-settings.ts";

// Deployed, the delay is always 0 without a read; in the emulator suite a test may slow it (emulator-settings.ts).
const offlineGenerator = createOfflineGenerator({ dayDelayMs: offlinePlannerDayDelayMs });

/** Gemini when GEMINI_API_KEY is set, otherwise the offline planner; read per request so tests can switch. */
export function selectGenerator(): PlanGenerator {
  const { gemini } = getConfig();
  if (gemini.apiKey) {
    const { apiKey, model, baseUrl, timeoutMs, thinkingLevel } = gemini;
    return createGeminiGenerator({ apiKey, model, baseUrl, timeoutMs, thinkingLevel });
  }
  return offlineGenerator;
}

/**
 * What can be refused before any token is taken: the offline planner only knows its curated
 * destinations, so an uncovered one, or a plan to revise whose destination it cannot tell, is a 422
 * that costs nothing. A revision names its destination through its preferences or its stops.
 */
export function assertCanPlan(generator: PlanGenerator, destination: string | undefined, plan?: readonly DraftDay[]): void {
  if (generator.kind !== "offline") return;
  if (destination !== undefined) requireDestination(destination);
  else if (plan) destinationOfPlan(plan, undefined);
}

/**
 * A revision the offline planner finds nothing to act on in ("make it better") is a 422 with
 * examples, before any token is taken. The Gemini path reads any request, so only its result is
 * checked (reviseTrip refunds a revision that changed nothing).
 */
export function assertRevisable(generator: PlanGenerator, plan: readonly DraftDay[], suggestion: string, preferences: TripPreferences | undefined): void {
  if (generator.kind !== "offline") return;
  assertUnderstood(plan, suggestion, preferences);
}

/** Places API settings when GOOGLE_MAPS_SERVER_KEY is set; grounding runs without them otherwise. */
export function placesSettings(): PlacesSettings | null {
  const { maps } = getConfig();
  return maps.serverKey ? { serverKey: maps.serverKey, baseUrl: maps.placesBaseUrl, recordGrounded: recordGroundedPlaces } : null;
}
