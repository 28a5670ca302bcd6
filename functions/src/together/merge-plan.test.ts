import type { FinalDay } from "@itinerary/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFinalPlan, createSavedPlan, createTimedStop, createTrip } from "../../test/data-generators.ts";
import { mergeTrip, sameValue, type TripContent } from "./merge-plan.ts";

const stop = (name: string, k: number) =>
  createTimedStop({ name, highlight: `${name} at its best`, latitude: 38.7 + k / 100, longitude: -9.1 - k / 100 });

/** Lisbon, two days of three stops each. */
function lisbon(): TripContent {
  const preferences = createTrip({ destinationCity: "Lisbon", numberOfDays: 2 });
  return createSavedPlan({
    preferences,
    itinerary: createFinalPlan([
      { accommodation_suggestion: "Hotel in Chiado", activities: ["Belém Tower", "Jerónimos", "MAAT"].map(stop) },
      {
        accommodation_suggestion: "Hotel in Chiado",
        activities: ["Alfama", "Castle", "Sé"].map((n, k) => stop(n, k + 3)),
      },
    ]),
    summary_text: "Two days in Lisbon.",
  });
}

const clone = <T>(value: T): T => structuredClone(value);
const day = (plan: TripContent, d: number) => plan.itinerary[d - 1]!;
const named = (plan: TripContent, d: number, name: string) => day(plan, d).activities.find((a) => a.name === name)!;

describe("merging a companion's save into the trip as it is now", () => {
  it("keeps both changes when two editors change different fields (no whole-document overwrite)", () => {
    const base = lisbon();
    const ana = clone(base);
    named(ana, 1, "Belém Tower").highlight = "Go early: the queue builds by ten.";
    const ben = clone(base);
    named(ben, 1, "Belém Tower").transport = "Tram 15 from Praça da Figueira";
    day(ben, 2).accommodation_suggestion = "Guesthouse in Alfama";
    // Ana saved first; Ben saves from the version both started from.
    const { content, overwritten, kept } = mergeTrip(base, ben, ana);
    expect(named(content, 1, "Belém Tower").highlight).toBe("Go early: the queue builds by ten.");
    expect(named(content, 1, "Belém Tower").transport).toBe("Tram 15 from Praça da Figueira");
    expect(day(content, 2).accommodation_suggestion).toBe("Guesthouse in Alfama");
    expect(overwritten).toEqual([]);
    expect(kept).toEqual(["Belém Tower, day 1: Highlight"]);
  });

  it("lets the later write win on a field both changed, and names it", () => {
    const base = lisbon();
    const ana = clone(base);
    named(ana, 2, "Castle").highlight = "Sunset from the walls.";
    const ben = clone(base);
    named(ben, 2, "Castle").highlight = "Peacocks in the gardens.";
    const { content, overwritten } = mergeTrip(base, ben, ana);
    expect(named(content, 2, "Castle").highlight).toBe("Peacocks in the gardens.");
    expect(overwritten).toEqual(["Castle, day 2: Highlight"]);
  });

  it("follows a stop by its place or coordinates when one side renamed it and the other reordered the day", () => {
    const base = lisbon();
    const ana = clone(base);
    named(ana, 1, "MAAT").name = "MAAT museum";
    const ben = clone(base);
    day(ben, 1).activities.reverse();
    const { content, overwritten } = mergeTrip(base, ben, ana);
    expect(day(content, 1).activities.map((a) => a.name)).toEqual(["MAAT museum", "Jerónimos", "Belém Tower"]);
    expect(overwritten).toEqual([]);
  });

  it("keeps a stop the others removed out, and tells the saver their edit to it was not kept", () => {
    const base = lisbon();
    const ana = clone(base);
    day(ana, 2).activities = day(ana, 2).activities.filter((a) => a.name !== "Sé");
    const ben = clone(base);
    named(ben, 2, "Sé").highlight = "The cloister is worth the ticket.";
    named(ben, 1, "Jerónimos").entry_fee = "€18";
    const { content, overwritten } = mergeTrip(base, ben, ana);
    expect(day(content, 2).activities.map((a) => a.name)).toEqual(["Alfama", "Castle"]);
    expect(named(content, 1, "Jerónimos").entry_fee).toBe("€18");
    expect(overwritten).toEqual(["Sé, day 2: removed by a companion"]);
  });

  it("moves a stop's time as one: its text, start, end and length never mix two versions", () => {
    const base = lisbon();
    const ana = clone(base);
    Object.assign(named(ana, 1, "Jerónimos"), { time: "11:00 - 12:30", start_time: "11:00", end_time: "12:30" });
    const ben = clone(base);
    Object.assign(named(ben, 1, "Jerónimos"), { time: "14:00 - 15:00", start_time: "14:00", end_time: "15:00" });
    const { content, overwritten } = mergeTrip(base, ben, ana);
    const merged = named(content, 1, "Jerónimos");
    expect([merged.time, merged.start_time, merged.end_time]).toEqual(["14:00 - 15:00", "14:00", "15:00"]);
    expect(overwritten).toEqual(["Jerónimos, day 1: Time"]);
  });

  it("merges days that no longer line up as a whole: the later write wins", () => {
    const base = lisbon();
    const ana = clone(base);
    ana.itinerary = ana.itinerary.slice(0, 1);
    const ben = clone(base);
    ben.summary_text = "Lisbon, slowly.";
    const { content, kept } = mergeTrip(base, ben, ana);
    expect(content.itinerary).toHaveLength(1);
    expect(content.summary_text).toBe("Lisbon, slowly.");
    expect(kept).toEqual(["The days of the trip"]);
  });

  it("keeps the others' change on a field both changed when theirs is newer, and names it for the saver", () => {
    const base = lisbon();
    const ana = clone(base);
    named(ana, 2, "Castle").highlight = "Sunset from the walls.";
    day(ana, 1).accommodation_suggestion = "Pensão in Graça";
    // Ben's edit was made offline before Ana's save and is only sent now: hers is the newer change.
    const ben = clone(base);
    named(ben, 2, "Castle").highlight = "Peacocks in the gardens.";
    named(ben, 1, "Jerónimos").entry_fee = "€18";
    const { content, overwritten, kept, newerKept } = mergeTrip(base, ben, ana, { clashGoesTo: "theirs" });
    expect(named(content, 2, "Castle").highlight).toBe("Sunset from the walls.");
    expect(named(content, 1, "Jerónimos").entry_fee).toBe("€18");
    expect(day(content, 1).accommodation_suggestion).toBe("Pensão in Graça");
    expect(newerKept).toEqual(["Castle, day 2: Highlight"]);
    expect(overwritten).toEqual([]);
    expect(kept).toEqual(["Day 1: Accommodation Suggestion"]);
    // By default the saver's is the later write, and nothing is named as newer.
    const later = mergeTrip(base, ben, ana);
    expect(named(later.content, 2, "Castle").highlight).toBe("Peacocks in the gardens.");
    expect(later.newerKept).toEqual([]);
  });

  it("keeps the others' time and order as wholes when theirs are newer, and still keeps out a stop they removed", () => {
    const base = lisbon();
    const ana = clone(base);
    Object.assign(named(ana, 1, "Jerónimos"), { time: "11:00 - 12:30", start_time: "11:00", end_time: "12:30" });
    day(ana, 2).activities.reverse();
    day(ana, 1).activities = day(ana, 1).activities.filter((a) => a.name !== "MAAT");
    const ben = clone(base);
    Object.assign(named(ben, 1, "Jerónimos"), { time: "14:00 - 15:00", start_time: "14:00", end_time: "15:00" });
    day(ben, 2).activities.push(day(ben, 2).activities.shift()!);
    named(ben, 1, "MAAT").highlight = "The roof at sunset.";
    const { content, overwritten, newerKept } = mergeTrip(base, ben, ana, { clashGoesTo: "theirs" });
    const merged = named(content, 1, "Jerónimos");
    expect([merged.time, merged.start_time, merged.end_time]).toEqual(["11:00 - 12:30", "11:00", "12:30"]);
    expect(day(content, 2).activities.map((a) => a.name)).toEqual(["Sé", "Castle", "Alfama"]);
    expect(day(content, 1).activities.map((a) => a.name)).toEqual(["Belém Tower", "Jerónimos"]);
    expect(newerKept).toEqual(["Jerónimos, day 1: Time", "Day 2: the order of stops"]);
    expect(overwritten).toEqual(["MAAT, day 1: removed by a companion"]);
  });

  // Properties over random edits of random fields by two editors.
  const FIELDS = ["highlight", "transport", "entry_fee", "name"] as const;
  const edit = fc.record({
    d: fc.integer({ min: 1, max: 2 }),
    k: fc.integer({ min: 0, max: 2 }),
    field: fc.constantFrom(...FIELDS),
    value: fc.string({ minLength: 1, maxLength: 12 }),
  });
  const apply = (plan: TripContent, edits: readonly { d: number; k: number; field: string; value: string }[]) => {
    const next = clone(plan);
    for (const e of edits) (day(next, e.d).activities[e.k] as unknown as Record<string, string>)[e.field] = e.value;
    return next;
  };
  const valueAt = (plan: TripContent, d: number, k: number, field: string) =>
    (day(plan, d).activities[k] as unknown as Record<string, string>)[field];

  it("never loses an edit: every field ends with the saver's change, else the others', else the base", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), fc.array(edit, { maxLength: 6 }), (mineEdits, theirEdits) => {
        const base = lisbon();
        const mine = apply(base, mineEdits);
        const theirs = apply(base, theirEdits);
        const { content } = mergeTrip(base, mine, theirs);
        for (const d of [1, 2])
          for (const k of [0, 1, 2])
            for (const field of FIELDS) {
              const [b, m, t] = [base, mine, theirs].map((plan) => valueAt(plan, d, k, field));
              expect(valueAt(content, d, k, field)).toBe(m !== b ? m : t);
            }
      }),
    );
  });

  it("with the others' change the newer: every field ends with theirs, else the saver's, and each clash is named", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), fc.array(edit, { maxLength: 6 }), (mineEdits, theirEdits) => {
        const base = lisbon();
        const mine = apply(base, mineEdits);
        const theirs = apply(base, theirEdits);
        const { content, overwritten, newerKept } = mergeTrip(base, mine, theirs, { clashGoesTo: "theirs" });
        let clashes = 0;
        for (const d of [1, 2])
          for (const k of [0, 1, 2])
            for (const field of FIELDS) {
              const [b, m, t] = [base, mine, theirs].map((plan) => valueAt(plan, d, k, field));
              expect(valueAt(content, d, k, field)).toBe(t !== b ? t : m);
              if (m !== b && t !== b && m !== t) clashes++;
            }
        expect(newerKept).toHaveLength(clashes);
        expect(overwritten).toEqual([]);
      }),
    );
  });

  it("changes nothing when the saver changed nothing, and takes the saver's plan when nobody else did", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), (edits) => {
        const base = lisbon();
        const edited = apply(base, edits);
        expect(sameValue(mergeTrip(base, base, edited).content, edited)).toBe(true);
        expect(sameValue(mergeTrip(base, edited, base).content, edited)).toBe(true);
        expect(mergeTrip(base, edited, base).overwritten).toEqual([]);
      }),
    );
  });
});

describe("sameValue", () => {
  it("compares JSON values whatever the key order, and ignores absent keys", () => {
    const a: Partial<FinalDay> = { day: 1, note: undefined, activities: [] };
    expect(sameValue({ x: 1, y: [1, { z: 2 }] }, { y: [1, { z: 2 }], x: 1 })).toBe(true);
    expect(sameValue(a, { activities: [], day: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ x: 1 }, { x: "1" })).toBe(false);
  });
});
