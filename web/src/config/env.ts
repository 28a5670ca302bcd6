import * as z from "zod/mini";
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from "./map-tiles";

/**
 * Build-time settings (Vite `VITE_*`), parsed once and failing loudly. Without a real Firebase
 * config the app talks to the local emulator suite. zod/mini keeps the landing page light: this is
 * the only schema it loads.
 */

const Env = z.object({
  VITE_FIREBASE_API_KEY: z.optional(z.string()),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string(), "demo-itinerary-planner"),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_AUTH_EMULATOR_URL: z._default(z.url(), "http://127.0.0.1:9099"),
  VITE_FIRESTORE_EMULATOR_URL: z._default(z.url(), "http://127.0.0.1:8080"),
  VITE_RECAPTCHA_SITE_KEY: z.optional(z.string()),
  VITE_GOOGLE_MAPS_API_KEY: z.optional(z.string()),
  // Advanced Markers draw only on a map with a Map ID; Google's DEMO_MAP_ID serves local runs and tests.
  VITE_GOOGLE_MAP_ID: z._default(z.string(), "DEMO_MAP_ID"),
  // The keyless map's raster tiles; a deployer with heavy traffic points these at their own or a paid
  // provider, as OpenStreetMap's tile usage policy asks.
  VITE_MAP_TILE_URL: z._default(z.string(), DEFAULT_TILE_URL),
  VITE_MAP_TILE_ATTRIBUTION: z._default(z.string(), DEFAULT_TILE_ATTRIBUTION),
  // "allowed" when the tile server's terms let a traveller save a trip's area ahead for offline use
  // ("Available offline"); OpenStreetMap's do not, so the default map never offers it.
  VITE_MAP_TILE_DOWNLOAD: z.optional(z.string()),
  VITE_API_BASE_URL: z._default(z.string(), "/api"),
  VITE_SUPPORT_EMAIL: z._default(z.string(), "support@itinerary-planner.example"),
});

const parsed = Env.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid web configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
  );
}
const raw = parsed.data;

/** A `demo-` project never reaches real Google services: it always runs on the emulators. */
const useEmulators = !raw.VITE_FIREBASE_API_KEY || raw.VITE_FIREBASE_PROJECT_ID.startsWith("demo-");

/**
 * A browser Maps key given at run time instead of build time, read only by a build that runs on the
 * emulators: the journeys give one to the same build that serves the keyless journeys (with a fake of
 * the Maps JavaScript API behind it) instead of building the app a second time. A deployed build never
 * reads it.
 */
function runtimeMapsKey(): string | null {
  if (!useEmulators || typeof window === "undefined") return null;
  const key = (window as { __EMULATOR_MAPS_KEY__?: unknown }).__EMULATOR_MAPS_KEY__;
  return typeof key === "string" && key ? key : null;
}

/** As runtimeMapsKey: the journeys of "Available offline" switch it on in the one build they share. */
function runtimeTileDownload(): boolean {
  if (!useEmulators || typeof window === "undefined") return false;
  return (window as { __EMULATOR_TILE_DOWNLOAD__?: unknown }).__EMULATOR_TILE_DOWNLOAD__ === true;
}

export const env = {
  useEmulators,
  firebase: {
    apiKey: raw.VITE_FIREBASE_API_KEY ?? "demo-api-key",
    authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? `${raw.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: raw.VITE_FIREBASE_PROJECT_ID,
    appId: raw.VITE_FIREBASE_APP_ID,
  },
  authEmulatorUrl: raw.VITE_AUTH_EMULATOR_URL,
  firestoreEmulatorUrl: raw.VITE_FIRESTORE_EMULATOR_URL,
  recaptchaSiteKey: raw.VITE_RECAPTCHA_SITE_KEY ?? null,
  googleMapsApiKey: raw.VITE_GOOGLE_MAPS_API_KEY || runtimeMapsKey(),
  googleMapId: raw.VITE_GOOGLE_MAP_ID || "DEMO_MAP_ID",
  mapTiles: {
    url: raw.VITE_MAP_TILE_URL || DEFAULT_TILE_URL,
    /** HTML from the deployer's own configuration, shown by the map's attribution control. */
    attribution: raw.VITE_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION,
    /** The tile server's terms allow keeping a trip's area on the device ("Available offline"). */
    downloadAllowed: raw.VITE_MAP_TILE_DOWNLOAD === "allowed" || runtimeTileDownload(),
  },
  apiBaseUrl: raw.VITE_API_BASE_URL.replace(/\/$/, ""),
  supportEmail: raw.VITE_SUPPORT_EMAIL,
};
