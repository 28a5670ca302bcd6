import { logger } from "firebase-functions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_GEMINI_MODEL,
  DEFAULT_GEMINI_THINKING_LEVEL,
  getConfig,
  thinkingLevelsFor,
  LOCAL_PHOTO_LINK_SECRET,
  LOCAL_WEBHOOK_SECRET,
  missingSecrets,
  PAYMENT_SECRETS,
  PHOTO_SECRETS,
  resetConfig,
} from "./config.ts";

const NAMES = [
  "GCLOUD_PROJECT",
  "GCP_PROJECT",
  "FUNCTIONS_EMULATOR",
  "FIRESTORE_EMULATOR_HOST",
  "FIREBASE_AUTH_EMULATOR_HOST",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "PLACES_BASE_URL",
  "GEMINI_BASE_URL",
  "APP_BASE_URL",
  "GEMINI_API_KEY",
  "GEMINI_MODEL",
  "GEMINI_THINKING_LEVEL",
  "OFFLINE_PLANNER_DAY_DELAY_MS",
  "PHOTO_LINK_SECRET",
] as const;

/** Loads the config from exactly this environment (the names above; everything else untouched). */
function configWith(vars: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, vars);
  resetConfig();
  return getConfig();
}

const EMULATOR = {
  GCLOUD_PROJECT: "demo-itinerary-planner",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
};
const OVERRIDES = {
  STRIPE_API_BASE: "http://127.0.0.1:1/",
  PLACES_BASE_URL: "http://127.0.0.1:2",
  GEMINI_BASE_URL: "http://127.0.0.1:3",
  OFFLINE_PLANNER_DAY_DELAY_MS: "250",
};

describe("config: emulator or deployed", () => {
  let saved: NodeJS.ProcessEnv;
  beforeEach(() => {
    saved = { ...process.env };
  });
  afterEach(() => {
    process.env = saved;
    resetConfig();
  });

  it("is the emulator only for a demo- project with both emulator hosts, and then honours the overrides", () => {
    const config = configWith({ ...EMULATOR, ...OVERRIDES });
    expect(config.isEmulator).toBe(true);
    expect(config.stripe.apiBase).toBe(OVERRIDES.STRIPE_API_BASE);
    expect(config.maps.placesBaseUrl).toBe(OVERRIDES.PLACES_BASE_URL);
    expect(config.gemini.baseUrl).toBe(OVERRIDES.GEMINI_BASE_URL);
    expect(config.stripe.webhookSecret).toBe(LOCAL_WEBHOOK_SECRET);
    expect(config.offlinePlannerDayDelayMs).toBe(250);
  });

  it("FUNCTIONS_EMULATOR alone no longer switches on emulator behaviour", () => {
    const config = configWith({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: "itinerary-planner-prod", ...OVERRIDES });
    expect(config.isEmulator).toBe(false);
  });

  it.each([
    ["a real project id, even with the emulator hosts", { ...EMULATOR, GCLOUD_PROJECT: "itinerary-planner-prod" }],
    ["no Firestore emulator host", { ...EMULATOR, FIRESTORE_EMULATOR_HOST: "" }],
    ["no Auth emulator host", { ...EMULATOR, FIREBASE_AUTH_EMULATOR_HOST: " " }],
  ])("is deployed with %s: overrides and the local webhook secret are ignored", (_case, vars) => {
    const config = configWith({ FUNCTIONS_EMULATOR: "true", ...vars, ...OVERRIDES });
    expect(config.isEmulator).toBe(false);
    expect(config.stripe.apiBase).toBeNull();
    expect(config.maps.placesBaseUrl).toBeNull();
    expect(config.gemini.baseUrl).toBeNull();
    expect(config.stripe.webhookSecret).toBeNull();
    expect(config.offlinePlannerDayDelayMs).toBe(0);
    expect(config.appBaseUrl).toBe(`https://${config.projectId}.web.app`);
    expect(config.allowedOrigins).not.toContain("http://127.0.0.1:5000");
  });

  it("names the payment secrets a deployed function lacks, and none in the emulator", () => {
    expect(missingSecrets(configWith({ GCLOUD_PROJECT: "itinerary-planner-prod" }), PAYMENT_SECRETS)).toEqual([
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]);
    const halfway = configWith({ GCLOUD_PROJECT: "itinerary-planner-prod", STRIPE_SECRET_KEY: "sk_live_x" });
    expect(missingSecrets(halfway, PAYMENT_SECRETS)).toEqual(["STRIPE_WEBHOOK_SECRET"]);
    const complete = configWith({
      GCLOUD_PROJECT: "itinerary-planner-prod",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(missingSecrets(complete, PAYMENT_SECRETS)).toEqual([]);
    expect(missingSecrets(configWith(EMULATOR), PAYMENT_SECRETS)).toEqual([]);
    // The photo link secret has a public stand-in only in the emulator; deployed, it must be set.
    expect(configWith(EMULATOR).maps.photoLinkSecret).toBe(LOCAL_PHOTO_LINK_SECRET);
    expect(configWith({ GCLOUD_PROJECT: "itinerary-planner-prod" }).maps.photoLinkSecret).toBeNull();
    expect(missingSecrets(configWith({ GCLOUD_PROJECT: "itinerary-planner-prod" }), PHOTO_SECRETS)).toEqual([
      "PHOTO_LINK_SECRET",
    ]);
    expect(
      missingSecrets(
        configWith({ GCLOUD_PROJECT: "itinerary-planner-prod", PHOTO_LINK_SECRET: "s3cret" }),
        PHOTO_SECRETS,
      ),
    ).toEqual([]);
    // The planner needs no secret: without Gemini it plans offline.
    expect(missingSecrets(configWith({ GCLOUD_PROJECT: "itinerary-planner-prod" }), [])).toEqual([]);
  });

  it("plans with a current GA Gemini 3 Flash model at a low thinking level unless told otherwise", () => {
    const defaults = configWith(EMULATOR);
    expect(DEFAULT_GEMINI_MODEL).toBe("gemini-3.8-flash");
    expect(defaults.gemini.model).toBe(DEFAULT_GEMINI_MODEL);
    expect(defaults.gemini.thinkingLevel).toBe("LOW");
    const chosen = configWith({ ...EMULATOR, GEMINI_MODEL: "gemini-3.7-flash", GEMINI_THINKING_LEVEL: "medium" });
    expect(chosen.gemini).toMatchObject({ model: "gemini-3.7-flash", thinkingLevel: "MEDIUM" });
    expect(() => configWith({ ...EMULATOR, GEMINI_THINKING_LEVEL: "extreme" })).toThrow(
      /set GEMINI_THINKING_LEVEL to one of LOW, MEDIUM, HIGH/,
    );
  });

  it("never refuses a level the model takes: 3.1 Pro has MEDIUM, 3.6 Flash and every Flash-Lite have MINIMAL", () => {
    const level = (GEMINI_MODEL: string, GEMINI_THINKING_LEVEL: string) =>
      configWith({ ...EMULATOR, GEMINI_MODEL, GEMINI_THINKING_LEVEL }).gemini.thinkingLevel;
    expect(level("gemini-3.1-pro-preview", "MEDIUM")).toBe("MEDIUM");
    expect(level("gemini-3.6-flash", "MINIMAL")).toBe("MINIMAL");
    expect(level("gemini-3.5-flash-lite", "MINIMAL")).toBe("MINIMAL");
    expect(level("gemini-3.1-flash-lite", "minimal")).toBe("MINIMAL");
    expect(thinkingLevelsFor("gemini-3.8-flash")).not.toContain("MINIMAL");
    expect(thinkingLevelsFor("gemini-3.7-flash")).toEqual(["LOW", "MEDIUM", "HIGH"]);
  });

  it("says at start-up, once per instance, which model plans at which level and which levels it accepts", () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    try {
      configWith({ ...EMULATOR, GEMINI_API_KEY: "k", GEMINI_THINKING_LEVEL: "medium" });
      getConfig();
      const said = info.mock.calls.filter(([message]) => String(message).startsWith("Gemini model"));
      expect(said).toEqual([
        [
          'Gemini model "gemini-3.8-flash" at thinking level MEDIUM (this model accepts LOW, MEDIUM, HIGH)',
          { model: "gemini-3.8-flash", thinkingLevel: "MEDIUM", accepted: ["LOW", "MEDIUM", "HIGH"] },
        ],
      ]);
      // Without a key the planner is offline: there is no model to speak of.
      info.mockClear();
      configWith(EMULATOR);
      expect(info.mock.calls.filter(([message]) => String(message).startsWith("Gemini model"))).toEqual([]);
    } finally {
      info.mockRestore();
    }
  });

  it("accepts only the thinking levels the configured model accepts, and says which", () => {
    // gemini-3.8-flash answers every MINIMAL request with an error: refused before any request is made.
    expect(() => configWith({ ...EMULATOR, GEMINI_THINKING_LEVEL: "MINIMAL" })).toThrow(
      'GEMINI_THINKING_LEVEL "MINIMAL" is not accepted by GEMINI_MODEL "gemini-3.8-flash": set GEMINI_THINKING_LEVEL to one of LOW, MEDIUM, HIGH',
    );
    expect(thinkingLevelsFor("gemini-3.8-flash")).toEqual(["LOW", "MEDIUM", "HIGH"]);
    expect(thinkingLevelsFor("models/gemini-3.8-flash")).toEqual(["LOW", "MEDIUM", "HIGH"]);
    expect(
      configWith({ ...EMULATOR, GEMINI_MODEL: "gemini-3-flash-preview", GEMINI_THINKING_LEVEL: "minimal" }).gemini
        .thinkingLevel,
    ).toBe("MINIMAL");
    expect(() =>
      configWith({ ...EMULATOR, GEMINI_MODEL: "gemini-3-pro-preview", GEMINI_THINKING_LEVEL: "MEDIUM" }),
    ).toThrow(/one of LOW, HIGH$/);
    expect(() =>
      configWith({ ...EMULATOR, GEMINI_MODEL: "gemini-3.7-flash", GEMINI_THINKING_LEVEL: "MINIMAL" }),
    ).toThrow(/one of LOW, MEDIUM, HIGH$/);
    // A model the table does not know gets what every Gemini 3 model accepts; the default LOW is among them.
    expect(thinkingLevelsFor("gemini-9-ultra")).toEqual(["LOW", "HIGH"]);
    expect(configWith({ ...EMULATOR, GEMINI_MODEL: "gemini-9-ultra" }).gemini.thinkingLevel).toBe("LOW");
    // Every default the table lists is valid for the default model.
    expect(thinkingLevelsFor(DEFAULT_GEMINI_MODEL)).toContain(DEFAULT_GEMINI_THINKING_LEVEL);
  });
});
