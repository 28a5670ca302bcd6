import { describe, expect, it } from "vitest";
import { INTEREST_SHARE, interestShareRule, interestStopsWanted } from "./interest-share.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const lisbon = (over: Parameters<typeof rulePrefs>[0] = {}) =>
  rulePrefs({ destinationCity: "Lisbon", interests: ["Nature", "Sea"], ...over });
const check = (preferences: ReturnType<typeof rulePrefs>, ...days: ReturnType<typeof day>[]) =>
  interestShareRule.check(ruleContext(preferences, days));

describe("interests that show", () => {
  it("asks for parks and coasts when a Nature and Sea traveller gets museums beyond the must-sees", () => {
    const museums = day(
      1,
      stop("Jerónimos Monastery"),
      stop("MAC/CCB Contemporary Art Museum"),
      stop("National Coach Museum"),
      stop("Museu do Oriente"),
      stop("Jardim da Estrela"),
    );
    const found = check(lisbon(), museums);
    expect(found.map((v) => v.code)).toEqual(["interest_share"]);
    expect(found[0]!.message).toMatch(/^Only 1 of the plan's 4 stops beyond the must-sees match Nature, Sea/);
  });

  it("does not count a dinner stop as a sight: a meal answers hunger, whatever the interests", () => {
    // Two of four sights beyond the must-sees answer Nature or Sea: just enough.
    const sights = [
      stop("Museu de Marinha"),
      stop("National Coach Museum"),
      stop("Museu do Oriente"),
      stop("Jardim da Estrela"),
    ];
    const dinner = { ...stop("Time Out Market"), meal: "dinner" as const };
    expect(check(lisbon(), day(1, ...sights, stop("Time Out Market")))).toHaveLength(1);
    expect(check(lisbon(), day(1, ...sights, dinner))).toEqual([]);
  });

  it("passes when half the stops beyond the must-sees answer an interest, must-sees and unknown stops aside", () => {
    const mixed = day(
      1,
      stop("Belém Tower"),
      stop("Jerónimos Monastery"),
      stop("Museu de Marinha"),
      stop("National Coach Museum"),
      stop("Belém Tropical Botanical Garden"),
      stop("A café the guide does not know"),
    );
    expect(check(lisbon(), mixed)).toEqual([]);
  });

  it("leaves alone a traveller with no interests, a place they named, a city the guide does not cover, and a short plan", () => {
    const museums = day(
      1,
      stop("MAC/CCB Contemporary Art Museum"),
      stop("National Coach Museum"),
      stop("Museu do Oriente"),
      stop("Museu da Marioneta"),
    );
    expect(check(lisbon(), museums)).toHaveLength(1);
    expect(check(lisbon({ interests: [] }), museums)).toEqual([]);
    expect(check(lisbon({ locations: ["Coach Museum", "MAC/CCB"] }), museums)).toEqual([]);
    // Three stops beyond the must-sees: a short visit is the city's must-sees and what lies between them.
    expect(check(lisbon(), day(1, ...museums.activities.slice(0, 3)))).toEqual([]);
    expect(check(lisbon({ destinationCity: "Testville" }), museums)).toEqual([]);
  });

  it("asks for no more than half of the city places the guide has for the interests", () => {
    const museums = [stop("MAC/CCB Contemporary Art Museum"), stop("National Coach Museum"), stop("Museu do Oriente")];
    const found = check(lisbon({ interests: ["Adventure"] }), day(1, ...museums, stop("Museu da Marioneta")));
    expect(found).toHaveLength(1);
    const [, available, wanted] = /the guide has (\d+) such places in the city, so at least (\d+) should/.exec(
      found[0]!.message,
    )!;
    expect(Number(available)).toBeGreaterThan(0);
    expect(Number(wanted)).toBe(Math.min(2, Math.floor(Number(available) / 2)));
    // Lisbon's only Villages place in town is Alfama, a must-see: nothing to ask for.
    expect(check(lisbon({ interests: ["Villages"] }), day(1, ...museums))).toEqual([]);
  });

  it("says how many stops it asks for, for a planner to keep a margin over: the share, or half the guide's places when it has few", () => {
    expect(interestStopsWanted(10, 40)).toBe(Math.ceil(INTEREST_SHARE * 10));
    // A planner's margin raises the share, never the cap a small guide sets.
    expect(interestStopsWanted(11, 40, INTEREST_SHARE + 0.05)).toBe(7);
    expect(interestStopsWanted(11, 3, INTEREST_SHARE + 0.05)).toBe(1);
    expect(interestStopsWanted(11, 1)).toBe(0);
  });
});
