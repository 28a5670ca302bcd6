import { getConfig } from "../config.ts";
import { recordGroundedPlaces } from "../store/grounded-places.ts";
import { createGeminiGenerator } from "../planning/generators/gemini/gemini-generator.ts";
import type { PlanGenerator } from "../planning/generators/generator.ts";
import { createOfflineGenerator } from "../planning/generators/offline/generator.ts";
import type { PlacesSettings } from "../planning/grounding/places-client.ts";
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

/** Places API settings when GOOGLE_MAPS_SERVER_KEY is set; grounding runs without them otherwise. */
export function placesSettings(): PlacesSettings | null {
  const { maps } = getConfig();
  return maps.serverKey
    ? { serverKey: maps.serverKey, baseUrl: maps.placesBaseUrl, recordGrounded: recordGroundedPlaces }
    : null;
}
