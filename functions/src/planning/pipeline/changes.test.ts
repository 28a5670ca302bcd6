import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { describeChanges, samePlan } from "./changes.ts";

const day = (n: number, ...names: string[]): DraftDay => ({
  day: n,
  activities: names.map((name) => ({ name, transport: "", highlight: "", opening_hours: "", entry_fee: "" })),
});

describe("describeChanges", () => {
  it("names the places removed and the places added with their day", () => {
    const before = [day(1, "Kinkaku-ji", "Nijo Castle"), day(2, "Gion", "Kiyomizu-dera")];
    const after = [day(1, "Kinkaku-ji", "Ryoan-ji"), day(2, "Gion", "Kiyomizu-dera", "Nishiki Market")];
    expect(describeChanges(before, after)).toEqual([
      "Removed from the plan: Nijo Castle.",
      "Added: Ryoan-ji (day 1), Nishiki Market (day 2).",
    ]);
  });

  it("lists places moved to another day, and nets out a swap that a later step undid", () => {
    const before = [day(1, "Padrão dos Descobrimentos", "Belém Tower"), day(2, "Gion")];
    // A step swapped Padrão for Doca de Santo Amaro, a later one swapped it back: the plan says nothing of either.
    const after = [day(1, "Padrão dos Descobrimentos"), day(2, "Gion", "Belém Tower")];
    expect(describeChanges(before, after)).toEqual(["Moved: Belém Tower (day 1 to day 2)."]);
  });

  it("tells a whole day that moved as one line, and a stop that left its day on the way by itself", () => {
    const before = [
      day(1, "Sé", "Chiado"),
      day(2, "Belém Tower", "Jerónimos Monastery"),
      day(3, "Alfama", "Oceanário", "Graça"),
    ];
    const after = [
      day(1, "Alfama", "Graça"),
      day(2, "Sé", "Chiado", "Oceanário"),
      day(3, "Belém Tower", "Jerónimos Monastery"),
    ];
    expect(describeChanges(before, after)).toEqual([
      "Moved day 3 (Alfama, Oceanário, …) to the start, as day 1; day 1 is now day 2 and day 2 is now day 3.",
      "Moved: Oceanário (day 3 to day 2).",
    ]);
    const swapped = [day(1, "Belém Tower", "Jerónimos Monastery"), day(2, "Sé", "Chiado"), before[2]!];
    expect(describeChanges(before, swapped)).toEqual(["Swapped day 1 and day 2."]);
  });

  it("says so when only the order changed, whatever the accents or case, and when nothing did", () => {
    expect(
      describeChanges([day(1, "Jerónimos Monastery", "Belém Tower")], [day(1, "belem tower", "Jeronimos Monastery")]),
    ).toEqual(["The same places as before, in a new order."]);
    expect(describeChanges([day(1, "Gion", "Nijo Castle")], [day(1, "Gion", "Nijo Castle")])).toEqual([
      "No places changed.",
    ]);
  });
});

describe("samePlan", () => {
  it("is true only when every day keeps the same places and visit lengths, whatever their order", () => {
    const plan = [day(1, "Gion", "Nijo Castle"), day(2, "Kinkaku-ji")];
    expect(samePlan(plan, [day(1, "nijo castle", "Gion"), day(2, "Kinkaku-ji")])).toBe(true);
    expect(samePlan(plan, [day(1, "Gion"), day(2, "Kinkaku-ji", "Nijo Castle")])).toBe(false);
    expect(samePlan(plan, [day(1, "Gion", "Nijo Castle")])).toBe(false);
    expect(samePlan(plan, [day(1, "Gion", "Ryoan-ji"), day(2, "Kinkaku-ji")])).toBe(false);
    const longer = [day(1, "Gion", "Nijo Castle"), day(2, "Kinkaku-ji")];
    longer[1]!.activities[0]!.duration_minutes = 150;
    expect(samePlan(plan, longer)).toBe(false);
  });

  it("counts a new start of the day or a stop pinned to a meal as a change (each is paid for and must not be refused)", () => {
    const plan = [day(1, "Gion", "Nishiki Market")];
    expect(samePlan(plan, [{ ...plan[0]!, day_start: "10:30" }])).toBe(false);
    expect(samePlan(plan, [{ ...plan[0]!, day_start: "09:00" }])).toBe(true);
    const lunch = [day(1, "Gion", "Nishiki Market")];
    lunch[0]!.activities[1]!.meal = "lunch";
    expect(samePlan(plan, lunch)).toBe(false);
    expect(describeChanges(plan, [{ ...plan[0]!, day_start: "10:30" }])).toEqual([
      "Day 1 now starts at 10:30 (was 09:00).",
    ]);
  });
});
