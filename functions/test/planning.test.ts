import { VALIDATION } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { lisbon } from "./plan-job-support.ts";
import { api, db, setTokens, signUpWithProfile, type TestUser } from "./support.ts";

/** Planning through the hosting emulator, as the browser calls it; no keys, so the offline planner runs. */

async function balanceOf(uid: string): Promise<number> {
  return (await db.doc(`users/${uid}`).get()).get("tokens");
}

async function ledgerOf(uid: string) {
  const snapshot = await db.collection(`users/${uid}/ledger`).get();
  return snapshot.docs.map(
    (doc) => doc.data() as { delta: number; reason: string; balanceAfter: number; ref?: string },
  );
}

const ledgerSum = (entries: { delta: number }[]) => entries.reduce((sum, entry) => sum + entry.delta, 0);

describe("generate, regenerate and finalize with the offline planner", () => {
  it("charges 10, 5 and 5 tokens and answers with the contract's exact fields", async () => {
    const user = await signUpWithProfile();

    const generated = await api("POST", "/generate-itinerary", { user, body: { ...lisbon, suggestion: "" } });
    expect(generated.status).toBe(200);
    expect(Object.keys(generated.body).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
    expect(generated.body.tokens_remaining).toBe(20);
    const itinerary = generated.body.itinerary as { day: number; activities: Record<string, unknown>[] }[];
    expect(itinerary.map((d) => d.day)).toEqual([1, 2, 3]);
    for (const day of itinerary) {
      expect(day.activities.length).toBeGreaterThanOrEqual(4);
      expect(day.activities.length).toBeLessThanOrEqual(5);
      for (const activity of day.activities) {
        expect(activity).toMatchObject({
          name: expect.any(String),
          transport: expect.any(String),
          highlight: expect.any(String),
          opening_hours: expect.any(String),
          entry_fee: expect.any(String),
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        });
      }
    }
    expect(await balanceOf(user.uid)).toBe(20);

    const regenerated = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: itinerary, suggestion: "more food please", preferences: lisbon },
    });
    expect(regenerated.status).toBe(200);
    expect(Object.keys(regenerated.body).sort()).toEqual(["itinerary", "notifications", "tokens_remaining"]);
    expect(regenerated.body.tokens_remaining).toBe(15);
    expect(regenerated.body.itinerary).toHaveLength(3);

    const finalized = await api("POST", "/generate-final-plan", {
      user,
      body: { currentItinerary: regenerated.body.itinerary, preferences: lisbon },
    });
    expect(finalized.status).toBe(200);
    expect(Object.keys(finalized.body).sort()).toEqual([
      "notifications",
      "structured_plan",
      "summary_text",
      "tokens_remaining",
    ]);
    expect(finalized.body.tokens_remaining).toBe(10);
    expect(finalized.body.summary_text.length).toBeGreaterThan(20);
    const plan = finalized.body.structured_plan as {
      day: number;
      accommodation_suggestion: string;
      estimated_daily_cost: string;
      activities: { time: string }[];
    }[];
    expect(plan.map((d) => d.day)).toEqual([1, 2, 3]);
    for (const day of plan) {
      expect(day.accommodation_suggestion).not.toBe("");
      expect(day.estimated_daily_cost).toMatch(/^\$/);
      for (const activity of day.activities) expect(activity.time).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/);
    }

    expect(await balanceOf(user.uid)).toBe(10);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.map((e) => [e.reason, e.delta]).sort()).toEqual([
      ["finalize", -5],
      ["generate", -10],
      ["regenerate", -5],
      ["welcome", 30],
    ]);
    expect(ledgerSum(ledger)).toBe(10);
  });
});

describe("requests that cost nothing", () => {
  let user: TestUser;

  const expectFree = async () => {
    expect(await balanceOf(user.uid)).toBe(30);
    expect((await ledgerOf(user.uid)).map((e) => e.reason)).toEqual(["welcome"]);
  };

  it("answers each SPEC section 5 rule with a 400 and its own message", async () => {
    user = await signUpWithProfile();
    const { destinationCity: _d, ...withoutDestination } = lisbon;
    const { startDate: _s, ...withoutStartDate } = lisbon;
    const cases: [string, unknown, string | RegExp][] = [
      ["destination missing", withoutDestination, VALIDATION.destinationRequired],
      ["destination blank", { ...lisbon, destinationCity: "   " }, VALIDATION.destinationRequired],
      ["no accommodation", { ...lisbon, accommodation: [] }, VALIDATION.accommodationRequired],
      ["start date missing", withoutStartDate, VALIDATION.startDateRequired],
      ["start date empty", { ...lisbon, startDate: "" }, VALIDATION.startDateRequired],
      ["start date in the past", { ...lisbon, startDate: "2020-01-01" }, VALIDATION.startDateInPast],
      ["zero days", { ...lisbon, numberOfDays: 0 }, VALIDATION.daysPositive],
      ["days not a number", { ...lisbon, numberOfDays: "three" }, VALIDATION.daysPositive],
      ["fifteen days", { ...lisbon, numberOfDays: 15 }, VALIDATION.daysTooMany],
      ["unknown pace", { ...lisbon, travelPace: "Fast" }, /^travelPace: /],
      ["unknown travel type", { ...lisbon, travelType: "Business" }, /^travelType: /],
      ["unknown interest", { ...lisbon, interests: ["Skiing"] }, /^interests\.0: /],
      ["unknown transport", { ...lisbon, transport: "Teleport" }, /^transport: /],
      [
        "oversized special request",
        { ...lisbon, specialRequests: ["x".repeat(501)] },
        "specialRequests.0: must be at most 500 characters",
      ],
      [
        "oversized dietary needs",
        { ...lisbon, dietaryNeeds: "x".repeat(501) },
        "dietaryNeeds: must be at most 500 characters",
      ],
      [
        "oversized suggestion",
        { ...lisbon, suggestion: "x".repeat(1001) },
        "suggestion: suggestion must be at most 1000 characters",
      ],
    ];
    for (const [label, body, message] of cases) {
      const response = await api("POST", "/generate-itinerary", { user, body });
      expect(response.status, label).toBe(400);
      if (typeof message === "string") expect(response.body.detail, label).toContain(message);
      else expect(response.body.detail, label).toMatch(message);
    }

    const draft = [{ day: 1, activities: [{ name: "Belém Tower", latitude: 38.6916, longitude: -9.216 }] }];
    const blank = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "   " },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe(VALIDATION.suggestionRequired);
    const longSuggestion = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "y".repeat(1001) },
    });
    expect(longSuggestion.status).toBe(400);

    const empty = await api("POST", "/generate-final-plan", {
      user,
      body: { currentItinerary: [{ day: 1, activities: [] }], preferences: lisbon },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(VALIDATION.finalizeNeedsDraft);
    const noDays = await api("POST", "/generate-final-plan", {
      user,
      body: { currentItinerary: [], preferences: lisbon },
    });
    expect(noDays.status).toBe(400);
    expect(noDays.body.detail).toBe(VALIDATION.finalizeNeedsDraft);
    await expectFree();
  });

  it("answers 422 for a destination the offline planner does not cover, and charges nothing", async () => {
    user = await signUpWithProfile();
    const response = await api("POST", "/generate-itinerary", {
      user,
      body: { ...lisbon, destinationCity: "Atlantis" },
    });
    expect(response.status).toBe(422);
    expect(response.body.detail).toMatch(/^The offline planner does not cover "Atlantis" yet\./);
    expect(response.body.detail).toMatch(/GEMINI_API_KEY/);
    await expectFree();

    const draft = [{ day: 1, activities: [{ name: "Belém Tower", latitude: 38.6916, longitude: -9.216 }] }];
    const revised = await api("POST", "/regenerate-itinerary", {
      user,
      body: {
        currentItinerary: draft,
        suggestion: "more food",
        preferences: { ...lisbon, destinationCity: "Atlantis" },
      },
    });
    expect(revised.status).toBe(422);
    expect(revised.body.detail).toMatch(/^The offline planner does not cover "Atlantis" yet\./);
    await expectFree();
  });

  it("answers 422, not 402, for an uncovered destination even when the balance is short", async () => {
    user = await signUpWithProfile();
    await setTokens(user.uid, 1);
    const draft = [{ day: 1, activities: [{ name: "Belém Tower", latitude: 38.6916, longitude: -9.216 }] }];
    const revised = await api("POST", "/regenerate-itinerary", {
      user,
      body: {
        currentItinerary: draft,
        suggestion: "more food",
        preferences: { ...lisbon, destinationCity: "Atlantis" },
      },
    });
    expect(revised.status).toBe(422);
    expect(await balanceOf(user.uid)).toBe(1);
  });

  it("answers 422 before any charge for a revision without preferences whose stops it cannot place", async () => {
    user = await signUpWithProfile();
    const draft = [{ day: 1, activities: [{ name: "Somewhere Unknown", latitude: 10, longitude: 10 }] }];
    const revised = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "more food" },
    });
    expect(revised.status).toBe(422);
    expect(revised.body.detail).toBe(
      "The offline planner could not tell which destination this plan is for. Generate a new plan, then ask for changes.",
    );
    await expectFree();
  });

  it("plans the destination in the country the traveller named: 'Paris, US' is not Paris, France", async () => {
    user = await signUpWithProfile();
    const paris = await api("POST", "/generate-itinerary", {
      user,
      body: { ...lisbon, destinationCity: "Paris, France", numberOfDays: 1 },
    });
    expect(paris.status).toBe(200);
    const texas = await api("POST", "/generate-itinerary", {
      user,
      body: { ...lisbon, destinationCity: "Paris, US", numberOfDays: 1 },
    });
    expect(texas.status).toBe(422);
    expect(texas.body.detail).toMatch(/^The offline planner does not cover "Paris, US" yet\./);
    expect(await balanceOf(user.uid)).toBe(20);
  });

  it("answers 402 with the exact message when the balance does not cover the cost", async () => {
    user = await signUpWithProfile();
    await setTokens(user.uid, 7);
    const response = await api("POST", "/generate-itinerary", { user, body: lisbon });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({ detail: "Not enough tokens: this needs 10 and you have 7." });
    expect(await balanceOf(user.uid)).toBe(7);
    expect(await ledgerOf(user.uid)).toHaveLength(1);
  });

  it("requires a signed-in caller", async () => {
    const response = await api("POST", "/generate-itinerary", { body: lisbon });
    expect(response.status).toBe(401);
  });
});
