import { describe, expect, it } from "vitest";
import { buildDraftDays, planContext } from "../planner.ts";
import { addDayTrip, swapDays } from "./day-edits.ts";
import { fixturePlan } from "./test-plans.ts";
import { createWorking } from "./working.ts";

const lisbon = fixturePlan("lisbon");
const draftOf = (days: string[][]) =>
  buildDraftDays(
    days.map((names) => names.map(lisbon.place)),
    planContext(lisbon.preferences, lisbon.destination),
  );

describe("day edits", () => {
  it("gives a day trip the day that loses least, moving its best stops to days with room", () => {
    // Day 3 holds two minor stops and day 1 has room: the trip takes day 3 and nothing is lost.
    const draft = draftOf([
      ["São Jorge Castle", "Miradouro de Santa Luzia", "Alfama", "Lisbon Cathedral"],
      ["Jerónimos Monastery", "Belém Tower", "Padrão dos Descobrimentos", "Pastéis de Belém", "Museu de Marinha"],
      ["Campo Pequeno", "Livraria Bertrand"],
    ]);
    const work = createWorking(draft, lisbon.preferences, lisbon.destination);
    addDayTrip(work, lisbon.place("Sintra"), null, null);
    expect(work.days[2]!.map((p) => p.name)).toEqual(["Sintra"]);
    expect(work.days[0]!.map((p) => p.name)).toHaveLength(5);
    expect(work.applied[0]).toMatch(
      /^Day trip to Sintra on day 3, a whole day\. Moved .+ to day 1\. Left out .+ \(were on day 3\)\.$/,
    );
  });

  it("keeps a day trip already planned while a city day can take the new one, and names the day when asked", () => {
    const draft = draftOf([
      ["Sintra"],
      ["Jerónimos Monastery", "Belém Tower", "Pastéis de Belém", "Museu de Marinha"],
      ["Chiado", "Bairro Alto", "Rossio Square", "Time Out Market"],
    ]);
    const work = createWorking(draft, lisbon.preferences, lisbon.destination);
    addDayTrip(work, lisbon.place("Cascais"), null, null);
    expect(work.days.flat().map((p) => p.name)).toEqual(expect.arrayContaining(["Sintra", "Cascais"]));
    const named = createWorking(draft, lisbon.preferences, lisbon.destination);
    addDayTrip(named, lisbon.place("Cascais"), 0, null);
    expect(named.days[0]!.map((p) => p.name)).toEqual(["Cascais"]);
    expect(named.applied[0]).toMatch(/Left out Sintra \(were on day 1\)/);
  });

  it("without a named place picks the best day trip not yet planned; an unknown one lists what the guide knows", () => {
    const work = createWorking(lisbon.draft, lisbon.preferences, lisbon.destination);
    addDayTrip(work, null, null, null);
    expect(work.days.some((day) => day.length === 1 && day[0]!.category === "daytrip")).toBe(true);
    const unknown = createWorking(lisbon.draft, lisbon.preferences, lisbon.destination);
    addDayTrip(unknown, null, null, "porto");
    expect(unknown.applied).toEqual([
      'The offline guide has no day trip to "porto" from Lisbon; it knows Sintra, Cascais, Óbidos and Évora.',
    ]);
  });

  it("swaps two days, and says so when both are the same day", () => {
    const work = createWorking(lisbon.draft, lisbon.preferences, lisbon.destination);
    const [first, second] = [work.days[0], work.days[1]];
    swapDays(work, 0, 1);
    expect([work.days[0], work.days[1]]).toEqual([second, first]);
    swapDays(work, 2, 2);
    expect(work.applied).toEqual([
      "Swapped day 1 and day 2.",
      "Day 3 and day 3 are the same day, so nothing was swapped.",
    ]);
  });
});
