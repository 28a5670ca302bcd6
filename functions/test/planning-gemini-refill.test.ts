import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { resetGeminiInstanceState } from "../src/planning/generators/gemini/gemini-client.ts";
import { planningEndpoints } from "../src/endpoints/planning.ts";
import { TRAVELLER_DATA_CLOSE, TRAVELLER_DATA_OPEN } from "../src/planning/generators/gemini/prompts.ts";
import { startGeminiFake } from "./gemini-fake.ts";
import { createTrip } from "./data-generators.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { mount } from "./mount.ts";
import { db, signUpWithProfile, type TestUser } from "./support.ts";

/** A model draft that loses places to grounding gets one request to fill the gaps, grounded in turn. */

const EIFFEL_TOWER = { name: "Eiffel Tower", latitude: 48.8584, longitude: 2.2945 };

const preferences = createTrip({ numberOfDays: 1, destinationCity: "Kyoto", travelPace: "Balanced" });

const withHallucination = {
  days: [
    { day: 1, activities: [KYOTO.kinkakuji, KYOTO.nijo, KYOTO.kiyomizu, EIFFEL_TOWER].map((place) => stop(place)) },
  ],
  notes: [],
};

describe("refilling a Gemini draft after grounding removed places", () => {
  let gemini: Awaited<ReturnType<typeof startGeminiFake>>;
  let user: TestUser;
  const { generateItinerary } = planningEndpoints();
  const generate = () =>
    request(mount(generateItinerary)).post("/").set("Authorization", `Bearer ${user.idToken}`).send(preferences);
  /** The JSON between the prompt's traveller-data tags: what the model is asked to revise. */
  const travellerData = (contents: unknown) => {
    const text = (contents as { parts: { text: string }[] }[])[0]!.parts[0]!.text;
    const inside = text.slice(
      text.indexOf(TRAVELLER_DATA_OPEN) + TRAVELLER_DATA_OPEN.length,
      text.indexOf(TRAVELLER_DATA_CLOSE),
    );
    return JSON.parse(inside) as { current_itinerary: { activities: { name: string }[] }[] };
  };
  const names = (body: { itinerary: { activities: { name: string }[] }[] }) =>
    body.itinerary.flatMap((day) => day.activities.map((a) => a.name));

  beforeAll(async () => {
    gemini = await startGeminiFake();
  });
  afterAll(async () => {
    await gemini.close();
    for (const name of ["GEMINI_API_KEY", "GEMINI_BASE_URL", "GEMINI_TIMEOUT_MS"]) delete process.env[name];
    resetConfig();
  });
  beforeEach(async () => {
    gemini.reset();
    Object.assign(process.env, {
      GEMINI_API_KEY: "test-gemini-key",
      GEMINI_BASE_URL: gemini.baseUrl,
      GEMINI_TIMEOUT_MS: "5000",
    });
    delete process.env.GOOGLE_MAPS_SERVER_KEY;
    resetConfig();
    resetGeminiInstanceState();
    user = await signUpWithProfile();
  });

  it("asks once for replacements when a day falls below the pace, and keeps the verified ones", async () => {
    gemini.answer(
      { json: withHallucination },
      {
        json: {
          days: [
            {
              day: 1,
              activities: [KYOTO.kinkakuji, KYOTO.nijo, KYOTO.kiyomizu, KYOTO.gion].map((place) => stop(place)),
            },
          ],
          notes: ["Added Gion."],
        },
      },
    );
    const response = await generate();
    expect(response.status).toBe(200);
    expect(names(response.body).sort()).toEqual(["Gion", "Kinkaku-ji", "Kiyomizu-dera", "Nijo Castle"]);
    expect(response.body.notifications).toEqual([
      expect.stringMatching(/^Removed "Eiffel Tower": its location is \d+ km from Kyoto/),
      "Added Gion.",
    ]);
    expect(gemini.requests).toHaveLength(2);
    const refill = JSON.stringify(gemini.requests[1]!.body.contents);
    expect(refill).toContain("could not be verified on the map");
    expect(refill).toContain("day 1: add 1 more");
    // The removed place is not sent back: the itinerary the refill revises holds only the verified stops.
    const sent = travellerData(gemini.requests[1]!.body.contents);
    expect(sent.current_itinerary.flatMap((day) => day.activities.map((a) => a.name))).toEqual([
      "Kinkaku-ji",
      "Nijo Castle",
      "Kiyomizu-dera",
    ]);
    expect(response.body.tokens_remaining).toBe(20);
  });

  it("rescues a day grounding emptied, and then does not report it as empty", async () => {
    const BIG_BEN = { name: "Big Ben", latitude: 51.5007, longitude: -0.1246 };
    const LOUVRE = { name: "Louvre", latitude: 48.8606, longitude: 2.3376 };
    const COLOSSEUM = { name: "Colosseum", latitude: 41.8902, longitude: 12.4922 };
    gemini.answer(
      {
        json: {
          days: [{ day: 1, activities: [EIFFEL_TOWER, BIG_BEN, LOUVRE, COLOSSEUM].map((place) => stop(place)) }],
          notes: [],
        },
      },
      {
        json: {
          days: [
            {
              day: 1,
              activities: [KYOTO.kinkakuji, KYOTO.nijo, KYOTO.kiyomizu, KYOTO.gion].map((place) => stop(place)),
            },
          ],
          notes: [],
        },
      },
    );
    const response = await generate();
    expect(response.status).toBe(200);
    expect(names(response.body)).toHaveLength(4);
    expect(response.body.notifications.filter((n: string) => n.startsWith("Removed"))).toHaveLength(4);
    expect(response.body.notifications.join(" ")).not.toMatch(/no activities left/);
    expect(JSON.stringify(gemini.requests[1]!.body.contents)).toContain("day 1: add 4 more");
    expect(response.body.tokens_remaining).toBe(20);
  });

  it("keeps the first draft, charged once, when the refill fails", async () => {
    // The refill answers 400 (a request Gemini refuses): not retried, and the first draft stands.
    gemini.answer({ json: withHallucination }, { status: 400 });
    const response = await generate();
    expect(response.status).toBe(200);
    expect(names(response.body).sort()).toEqual(["Kinkaku-ji", "Kiyomizu-dera", "Nijo Castle"]);
    expect(response.body.tokens_remaining).toBe(20);
    expect((await db.doc(`users/${user.uid}`).get()).get("tokens")).toBe(20);
  });

  it("does not ask when the day still meets the pace", async () => {
    const five = {
      days: [
        {
          day: 1,
          activities: [KYOTO.kinkakuji, KYOTO.nijo, KYOTO.kiyomizu, KYOTO.gion, EIFFEL_TOWER].map((place) =>
            stop(place),
          ),
        },
      ],
      notes: [],
    };
    gemini.answer({ json: five });
    const response = await generate();
    expect(response.status).toBe(200);
    expect(names(response.body)).toHaveLength(4);
    expect(gemini.requests).toHaveLength(1);
  });
});
