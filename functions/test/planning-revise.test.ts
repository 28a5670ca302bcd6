import { REVISION } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { lisbon } from "./plan-job-support.ts";
import { api, db, signUpWithProfile } from "./support.ts";

/** Revisions through the hosting emulator with the offline planner: what is understood, what it costs. */

type Day = { day: number; activities: { name: string; category?: string }[] };

const balanceOf = async (uid: string): Promise<number> => (await db.doc(`users/${uid}`).get()).get("tokens");
const ledgerOf = async (uid: string) =>
  (await db.collection(`users/${uid}/ledger`).get()).docs.map((doc) => doc.data() as { delta: number; reason: string });
const names = (days: Day[]) => days.flatMap((day) => day.activities.map((activity) => activity.name));

describe("revising a plan with the offline planner", () => {
  it("refuses a request it cannot act on before charging, and charges each applied change once", async () => {
    const user = await signUpWithProfile();
    const generated = await api("POST", "/generate-itinerary", { user, body: { ...lisbon, suggestion: "" } });
    expect(generated.status).toBe(200);
    const draft = generated.body.itinerary as Day[];
    expect(await balanceOf(user.uid)).toBe(20);
    const ledgerBefore = await ledgerOf(user.uid);

    // Nothing to act on: a 422 that says what the planner understands, and no charge at all.
    const vague = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "make it better", preferences: lisbon },
    });
    expect(vague.status).toBe(422);
    expect(vague.body.detail).toMatch(
      /^The planner found no change it can make in "make it better", so your plan is unchanged and no tokens were charged\. It understands requests such as "remove .+", .*"I don't like churches", .*"add a day trip to Sintra"/,
    );
    expect(await balanceOf(user.uid)).toBe(20);
    expect(await ledgerOf(user.uid)).toHaveLength(ledgerBefore.length);

    // Understood, but nothing would change: refunded, and the answer says why.
    const same = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "swap day 1 and day 1", preferences: lisbon },
    });
    expect(same.status).toBe(422);
    expect(same.body.detail).toBe(
      REVISION.nothingChanged(["Day 1 and day 1 are the same day, so nothing was swapped."]),
    );
    expect(await balanceOf(user.uid)).toBe(20);
    const afterSame = await ledgerOf(user.uid);
    expect(afterSame.filter((entry) => entry.reason === "regenerate").reduce((sum, e) => sum + e.delta, 0)).toBe(-5);
    expect(afterSame.filter((entry) => entry.reason === "refund").reduce((sum, e) => sum + e.delta, 0)).toBe(5);

    // "I don't like churches": every church goes and none comes in.
    const churches = (days: Day[]) =>
      days.flatMap((day) => day.activities).filter((activity) => activity.category === "religious");
    expect(churches(draft).length).toBeGreaterThan(0);
    const noChurches = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "I don't like churches", preferences: lisbon },
    });
    expect(noChurches.status).toBe(200);
    expect(noChurches.body.tokens_remaining).toBe(15);
    const revised = noChurches.body.itinerary as Day[];
    expect(churches(revised)).toEqual([]);
    for (const church of churches(draft)) expect(noChurches.body.notifications.join(" ")).toContain(church.name);
    // One net list of what changed comes first, in place of each step's own account.
    expect(noChurches.body.notifications[0]).toMatch(/^Removed from the plan: /);

    // "add a day trip to Sintra": a whole day, the answer saying where that day's stops went; charged once.
    const sintra = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: revised, suggestion: "add a day trip to Sintra", preferences: lisbon },
    });
    expect(sintra.status).toBe(200);
    const withTrip = sintra.body.itinerary as Day[];
    const tripDay = withTrip.find((day) => names([day]).includes("Sintra"));
    expect(tripDay?.activities.map((activity) => activity.name)).toEqual(["Sintra"]);
    const told = (sintra.body.notifications as string[]).join(" ");
    expect(told).toContain(`Sintra (day ${tripDay!.day})`);
    // The net list says where that day's stops went: moved to another day, or out of the plan.
    for (const name of names([revised[tripDay!.day - 1]!])) expect(told).toContain(name);
    expect(withTrip).toHaveLength(3);
    expect(sintra.body.tokens_remaining).toBe(10);
    expect(await balanceOf(user.uid)).toBe(10);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.filter((entry) => entry.reason === "regenerate")).toHaveLength(3);
    expect(ledger.filter((entry) => entry.reason === "refund")).toHaveLength(1);
  });

  it("carries what the traveller decided to the final plan: the day's start, and a must-see taken out on purpose", async () => {
    const user = await signUpWithProfile();
    const generated = await api("POST", "/generate-itinerary", { user, body: { ...lisbon, suggestion: "" } });
    expect(generated.status).toBe(200);
    const draft = generated.body.itinerary as Day[];
    expect(names(draft)).toContain("Jerónimos Monastery");

    const later = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: draft, suggestion: "start at 10:30 on day 2", preferences: lisbon },
    });
    expect(later.status).toBe(200);
    expect((later.body.itinerary as (Day & { day_start?: string })[]).map((day) => day.day_start)).toEqual([
      undefined,
      "10:30",
      undefined,
    ]);
    const skipped = await api("POST", "/regenerate-itinerary", {
      user,
      body: { currentItinerary: later.body.itinerary, suggestion: "skip the jeronimos monastery", preferences: lisbon },
    });
    expect(skipped.status).toBe(200);
    const revised = skipped.body.itinerary as (Day & { day_start?: string; declined?: string[] })[];
    expect(names(revised)).not.toContain("Jerónimos Monastery");
    expect(revised.flatMap((day) => day.declined ?? [])).toContain("Jerónimos Monastery");
    expect(revised[1]!.day_start).toBe("10:30");

    const final = await api("POST", "/generate-final-plan", {
      user,
      body: { currentItinerary: revised, preferences: lisbon },
    });
    expect(final.status).toBe(200);
    const plan = final.body.structured_plan as {
      day: number;
      day_start?: string;
      activities: { start_time: string }[];
    }[];
    expect(plan[1]!.day_start).toBe("10:30");
    expect(plan[1]!.activities[0]!.start_time >= "10:30").toBe(true);
    // The traveller took the monastery out: no notice asks for it back.
    expect((final.body.notifications as string[]).filter((note) => note.includes("Jerónimos"))).toEqual([]);
  });
});
