/**
 * Server configuration, read from the environment once. Keys switch on the real services; without
 * them the embedded offline defaults run through the same code paths.
 */
import { WELCOME_TOKENS } from "@itinerary/contract";
import { log } from "./logs.ts";

export interface TokenCosts {
  generate: number;
  regenerate: number;
  finalize: number;
}

export interface Config {
  projectId: string;
  /**
   * Running inside the Firebase emulator suite: a `demo-` project (which cannot reach real Google
   * services) with the Firestore and Auth emulator hosts set. Only then do the local checkout, the
   * public webhook secret and the base-URL overrides for Stripe, Places, Gemini and Open-Meteo apply.
   */
  isEmulator: boolean;
  welcomeTokens: number;
  tokenCosts: TokenCosts;
  /** Origins allowed to call the API cross-origin (the app itself is served on the same origin). */
  allowedOrigins: string[];
  gemini: {
    apiKey: string | null;
    model: string;
    baseUrl: string | null;
    timeoutMs: number;
    thinkingLevel: GeminiThinkingLevel;
  };
  maps: {
    serverKey: string | null;
    placesBaseUrl: string | null;
    /** Places calls one request may make per stop its pace allows, and at most in total (grounding/places-budget.ts). */
    callsPerStop: number;
    maxCallsPerRequest: number;
    /** Signs photo links (photos/photo-link.ts); a fixed public value only in the emulator. */
    photoLinkSecret: string | null;
    /** Places photo fetches all travellers together may cause in one UTC day (store/photo-budget.ts). */
    photoDailyBudget: number;
  };
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** Points the Stripe SDK at another host (a local fake in tests). */
    apiBase: string | null;
    priceIds: { starter: string | null; traveller: string | null; explorer: string | null };
  };
  /**
   * Open-Meteo, for the weather on each day of a trip (weather/): no key. The hosts can be pointed at
   * a local fake only in the emulator.
   */
  weather: {
    forecastBaseUrl: string;
    climateBaseUrl: string;
    timeoutMs: number;
    /** Lookups one traveller may send Open-Meteo (cache misses), per hour and per day: its fair use is shared. */
    lookupsPerHour: number;
    lookupsPerDay: number;
  };
  /** Public origin of the app, used to build checkout return URLs when the request has none. */
  appBaseUrl: string;
  /** Chromium for PDFs: this binary when set, else Debian's in the emulator and @sparticuz/chromium when deployed. */
  pdf: { chromiumPath: string | null };
  /** Keys the welcome-grant records (tokens/welcome.ts); a fixed public value only in the emulator. */
  welcomeGrantSecret: string | null;
  /**
   * Emulator only: the offline planner waits this long before it reports each day, so a browser test
   * can watch days arrive and reload mid-job (OFFLINE_PLANNER_DAY_DELAY_MS; 0 everywhere else).
   */
  offlinePlannerDayDelayMs: number;
  /** Abuse and cost limits, per traveller and per share link, counted in Firestore for all instances (limits/). */
  limits: AbuseLimits;
}

export interface AbuseLimits {
  /** Plan actions (generate, regenerate, finalize, plan jobs), refused and refunded runs included. */
  aiActionsPerMinute: number;
  aiActionsPerDay: number;
  /** Plan actions one traveller may have running at once. */
  aiActionsRunning: number;
  /** PDF renders (a cached PDF costs none) per signed-in traveller... */
  pdfRendersPerMinute: number;
  pdfRendersPerDay: number;
  /** ...and per share link, whoever holds it. */
  sharedPdfRendersPerMinute: number;
  sharedPdfRendersPerDay: number;
  /** Shards of the daily photo budget's counter (store/photo-budget.ts). */
  photoBudgetShards: number;
}

/**
 * The current GA Flash model. Checked 2026-11-27 against the Gemini API models, changelog and
 * deprecations pages: gemini-3.8-flash, released September 2, 2026, is still the newest Flash listed,
 * with no shutdown date announced; gemini-2.5-flash and gemini-2.5-pro shut down on December 1, 2026.
 */
export const DEFAULT_GEMINI_MODEL = "gemini-3.8-flash";

/** Gemini 3's effort control. LOW: a plan is a latency-sensitive answer the traveller watches arrive. */
export const GEMINI_THINKING_LEVELS = ["MINIMAL", "LOW", "MEDIUM", "HIGH"] as const;
export type GeminiThinkingLevel = (typeof GEMINI_THINKING_LEVELS)[number];
export const DEFAULT_GEMINI_THINKING_LEVEL: GeminiThinkingLevel = "LOW";

const EVERY_LEVEL: readonly GeminiThinkingLevel[] = GEMINI_THINKING_LEVELS;

/**
 * The thinking levels each model family accepts, checked 2026-11-27 against Google's model pages (the
 * Gemini 3.7 and 3.8 Flash guides compare 3.8 Flash, 3.7 Flash, 3.6 Flash and 3.1 Pro; the 3.5
 * Flash-Lite page; gemini-3.5-flash is now served by 3.6 Flash). A level outside its model's list passes
 * the SDK's types and then fails every request, so the configuration check refuses it; a level the model
 * takes is never refused. The first matching pattern wins; a model no pattern names gets only the levels
 * every Gemini 3 model accepts.
 */
export const GEMINI_THINKING_LEVELS_BY_MODEL: readonly { family: RegExp; levels: readonly GeminiThinkingLevel[] }[] = [
  // Gemini 3 Flash (and its preview), every Flash-Lite, and 3.5 and 3.6 Flash take all four.
  { family: /^gemini-3-flash(-preview)?$/, levels: EVERY_LEVEL },
  { family: /^gemini-3(\.\d+)?-flash-lite(-preview)?(-\d+)?$/, levels: EVERY_LEVEL },
  { family: /^gemini-3\.[56]-flash(-preview)?(-\d+)?$/, levels: EVERY_LEVEL },
  // From 3.7 on, Flash has no MINIMAL.
  { family: /^gemini-3\.\d+-flash(-preview)?(-\d+)?$/, levels: ["LOW", "MEDIUM", "HIGH"] },
  { family: /^gemini-3-pro(-preview)?(-\d+)?$/, levels: ["LOW", "HIGH"] },
  // 3.1 Pro added MEDIUM.
  { family: /^gemini-3\.\d+-pro(-preview)?(-customtools)?(-\d+)?$/, levels: ["LOW", "MEDIUM", "HIGH"] },
];
const LEVELS_EVERY_GEMINI_3_ACCEPTS: readonly GeminiThinkingLevel[] = ["LOW", "HIGH"];

/** The thinking levels `model` accepts (a `models/` prefix is ignored). */
export function thinkingLevelsFor(model: string): readonly GeminiThinkingLevel[] {
  const name = model.replace(/^models\//, "").toLowerCase();
  return (
    GEMINI_THINKING_LEVELS_BY_MODEL.find(({ family }) => family.test(name))?.levels ?? LEVELS_EVERY_GEMINI_3_ACCEPTS
  );
}

export const OPEN_METEO_FORECAST_HOST = "https://api.open-meteo.com";
export const OPEN_METEO_CLIMATE_HOST = "https://climate-api.open-meteo.com";

/** Not a secret: only ever accepted inside the emulator suite, where no real payment exists. */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_emulator_only";
/** Not a secret either: signs photo links only inside the emulator suite, where no real key is billed. */
export const LOCAL_PHOTO_LINK_SECRET = "photo_links_local_emulator_only";
/** Nor this one: keys welcome-grant records only inside the emulator suite. */
export const LOCAL_WELCOME_GRANT_SECRET = "welcome_grants_local_emulator_only";

function env(name: string): string | null {
  const value = process.env[name]?.trim();
  return value ? value : null;
}

function intEnv(name: string, fallback: number): number {
  const raw = env(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
  return value;
}

function thinkingLevelEnv(model: string): GeminiThinkingLevel {
  const raw = env("GEMINI_THINKING_LEVEL")?.toUpperCase() ?? null;
  const accepted = thinkingLevelsFor(model);
  const level = raw ?? DEFAULT_GEMINI_THINKING_LEVEL;
  if (!(accepted as readonly string[]).includes(level)) {
    const what = raw === null ? `the default thinking level ${level}` : `GEMINI_THINKING_LEVEL "${raw}"`;
    throw new Error(
      `${what} is not accepted by GEMINI_MODEL "${model}": set GEMINI_THINKING_LEVEL to one of ${accepted.join(", ")}`,
    );
  }
  return level as GeminiThinkingLevel;
}

/**
 * One variable (FUNCTIONS_EMULATOR) is too easy to set by mistake on a deployed function, and it
 * would switch on a free checkout and a public webhook secret. A `demo-` project id cannot belong to
 * a real project, and the emulator hosts route the Admin SDK away from production data: all three
 * together mean the emulator suite.
 */
export function runsInEmulator(projectId: string): boolean {
  return (
    projectId.startsWith("demo-") &&
    env("FIRESTORE_EMULATOR_HOST") !== null &&
    env("FIREBASE_AUTH_EMULATOR_HOST") !== null
  );
}

/** Base-URL overrides point a client at a local fake; anywhere but the emulator they are ignored. */
function emulatorOnly(isEmulator: boolean, name: string): string | null {
  return isEmulator ? env(name) : null;
}

/** A limit of 0 would refuse everything, which is never what a setting means: at least 1. */
function limitEnv(name: string, fallback: number): number {
  const value = intEnv(name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

/**
 * Sized for a real traveller: a trip takes a generate, a few regenerations and a finalize, seldom
 * more than five in a minute; 60 a day plans several trips. An account looping refunded runs is held
 * to the same numbers, so its Places and Gemini calls are bounded per day.
 */
function loadAbuseLimits(): AbuseLimits {
  return {
    aiActionsPerMinute: limitEnv("AI_ACTIONS_PER_MINUTE", 6),
    aiActionsPerDay: limitEnv("AI_ACTIONS_PER_DAY", 60),
    aiActionsRunning: limitEnv("AI_ACTIONS_RUNNING", 2),
    pdfRendersPerMinute: limitEnv("PDF_RENDERS_PER_MINUTE", 6),
    pdfRendersPerDay: limitEnv("PDF_RENDERS_PER_DAY", 100),
    sharedPdfRendersPerMinute: limitEnv("SHARED_PDF_RENDERS_PER_MINUTE", 6),
    sharedPdfRendersPerDay: limitEnv("SHARED_PDF_RENDERS_PER_DAY", 100),
    photoBudgetShards: limitEnv("PLACES_PHOTO_BUDGET_SHARDS", 10),
  };
}

function loadConfig(): Config {
  const projectId = env("GCLOUD_PROJECT") ?? env("GCP_PROJECT") ?? "demo-itinerary-planner";
  const isEmulator = runsInEmulator(projectId);
  const appBaseUrl = env("APP_BASE_URL") ?? (isEmulator ? "http://127.0.0.1:5000" : `https://${projectId}.web.app`);
  const geminiModel = env("GEMINI_MODEL") ?? DEFAULT_GEMINI_MODEL;
  return {
    projectId,
    isEmulator,
    welcomeTokens: intEnv("WELCOME_TOKENS", WELCOME_TOKENS),
    tokenCosts: {
      generate: intEnv("TOKEN_COST_GENERATE", 10),
      regenerate: intEnv("TOKEN_COST_REGENERATE", 5),
      finalize: intEnv("TOKEN_COST_FINALIZE", 5),
    },
    allowedOrigins: (
      env("ALLOWED_ORIGINS") ??
      [appBaseUrl, `https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`]
        .concat(isEmulator ? ["http://127.0.0.1:5000", "http://localhost:5000", "http://localhost:5173"] : [])
        .join(",")
    )
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    gemini: {
      apiKey: env("GEMINI_API_KEY"),
      model: geminiModel,
      baseUrl: emulatorOnly(isEmulator, "GEMINI_BASE_URL"),
      timeoutMs: intEnv("GEMINI_TIMEOUT_MS", 60_000),
      thinkingLevel: thinkingLevelEnv(geminiModel),
    },
    maps: {
      serverKey: env("GOOGLE_MAPS_SERVER_KEY"),
      placesBaseUrl: emulatorOnly(isEmulator, "PLACES_BASE_URL"),
      callsPerStop: intEnv("PLACES_CALLS_PER_STOP", 2),
      // 14 Action-Packed days of 8 stops is 112 stops: enough to look each up once, with room for a refill.
      maxCallsPerRequest: intEnv("PLACES_MAX_CALLS_PER_REQUEST", 160),
      photoLinkSecret: env("PHOTO_LINK_SECRET") ?? (isEmulator ? LOCAL_PHOTO_LINK_SECRET : null),
      // At the Place Details Photos list price (about $7 per 1000) 5000 a day is about $35 at most.
      photoDailyBudget: intEnv("PLACES_PHOTO_DAILY_BUDGET", 5000),
    },
    stripe: {
      secretKey: env("STRIPE_SECRET_KEY"),
      // The emulator suite signs its local test checkout events with a fixed, public dev secret.
      webhookSecret: env("STRIPE_WEBHOOK_SECRET") ?? (isEmulator ? LOCAL_WEBHOOK_SECRET : null),
      apiBase: emulatorOnly(isEmulator, "STRIPE_API_BASE"),
      priceIds: {
        starter: env("STRIPE_PRICE_STARTER"),
        traveller: env("STRIPE_PRICE_TRAVELLER"),
        explorer: env("STRIPE_PRICE_EXPLORER"),
      },
    },
    weather: {
      forecastBaseUrl: emulatorOnly(isEmulator, "OPEN_METEO_BASE_URL") ?? OPEN_METEO_FORECAST_HOST,
      climateBaseUrl: emulatorOnly(isEmulator, "OPEN_METEO_CLIMATE_URL") ?? OPEN_METEO_CLIMATE_HOST,
      // A day's weather is a nicety beside the plan: a slow answer is dropped rather than waited for.
      timeoutMs: intEnv("OPEN_METEO_TIMEOUT_MS", 3000),
      // A traveller opening their own trips misses the cache a few times a day; cycling through cities does not.
      lookupsPerHour: intEnv("WEATHER_LOOKUPS_PER_HOUR", 30),
      lookupsPerDay: intEnv("WEATHER_LOOKUPS_PER_DAY", 120),
    },
    appBaseUrl,
    pdf: { chromiumPath: env("CHROMIUM_PATH") },
    offlinePlannerDayDelayMs: isEmulator ? intEnv("OFFLINE_PLANNER_DAY_DELAY_MS", 0) : 0,
    welcomeGrantSecret: env("WELCOME_GRANT_SECRET") ?? (isEmulator ? LOCAL_WELCOME_GRANT_SECRET : null),
    limits: loadAbuseLimits(),
  };
}

/** A secret a deployed function cannot work without (the names are those of the Secret Manager secrets). */
export type RequiredSecret =
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "PHOTO_LINK_SECRET" | "WELCOME_GRANT_SECRET";

/**
 * The secrets among `required` this deployed function lacks; none in the emulator, whose offline
 * stand-ins need no secret. The planner is not listed anywhere: without Gemini it plans offline.
 */
export function missingSecrets(
  config: Pick<Config, "isEmulator" | "stripe" | "maps"> & Partial<Pick<Config, "welcomeGrantSecret">>,
  required: readonly RequiredSecret[],
): RequiredSecret[] {
  if (config.isEmulator) return [];
  const present: Record<RequiredSecret, boolean> = {
    STRIPE_SECRET_KEY: config.stripe.secretKey !== null,
    STRIPE_WEBHOOK_SECRET: config.stripe.webhookSecret !== null,
    PHOTO_LINK_SECRET: config.maps.photoLinkSecret !== null,
    WELCOME_GRANT_SECRET: typeof config.welcomeGrantSecret === "string",
  };
  return required.filter((name) => !present[name]);
}

/** What the payment functions need: a checkout whose webhook cannot be verified would take money and credit nothing. */
export const PAYMENT_SECRETS: readonly RequiredSecret[] = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"];

/** What the photo path needs: an unsigned photo proxy would be an open, billed one. */
export const PHOTO_SECRETS: readonly RequiredSecret[] = ["PHOTO_LINK_SECRET"];

/** What profile creation needs: welcome-grant records keyed without the secret could be tested against guessed addresses. */
export const WELCOME_SECRETS: readonly RequiredSecret[] = ["WELCOME_GRANT_SECRET"];

let cached: Config | null = null;

export function getConfig(): Config {
  if (!cached) {
    cached = loadConfig();
    // Once per instance: which thinking levels the model accepts, beside the one in use.
    const { apiKey, model, thinkingLevel } = cached.gemini;
    if (apiKey) log.geminiSettings(model, thinkingLevel, thinkingLevelsFor(model));
  }
  return cached;
}

/** Tests change the environment between cases; production reads it once. */
export function resetConfig(): void {
  cached = null;
}
