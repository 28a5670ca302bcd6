import { TripPreferences } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../errors.ts";
import { checkItinerary } from "../../checks/checker.ts";
import { planDraft } from "./planner.ts";
import { reviseDraft } from "./revise.ts";
import { testDestination } from "../../guide/test-destination.ts";
import { resolveTripOf } from "../../trip/resolved-trip.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const city = testDestination();
const FIXTURES = [city, testDestination({ name: "Southport", seed: 7, lat: -33.9, lng: 18.4 })];
const preferences = createTrip({
  startDate: "2031-06-02",
  numberOfDays: 3,
  destinationCity: "Testville",
  interests: ["Culture"],
  travelPace: "Balanced",
});
const draft = planDraft(preferences, FIXTURES).itinerary;
const names = (plan: typeof draft) => plan.flatMap((day) => day.activities.map((a) => a.name));
const theme = (plan: typeof draft, categories: string[]) =>
  plan.flatMap((d) => d.activities).filter((a) => categories.includes(a.category ?? "")).length;
const revise = (suggestion: string, prefs: TripPreferences | undefined = preferences, current = draft) =>
  reviseDraft(current, suggestion, prefs, FIXTURES);

describe("reviseDraft", () => {
  it("removes a named place (any case, without accents) and keeps the pace", () => {
    const target = draft[1]!.activities[2]!.name;
    const result = revise(`Please REMOVE ${target.toLowerCase()}`);
    expect(names(result.itinerary)).not.toContain(target);
    expect(result.itinerary).toHaveLength(3);
    expect(result.notifications[0]).toBe(`Removed ${target} from day 2.`);
    expect(checkItinerary(preferences, result.itinerary, { centre: city, trip: resolveTripOf(preferences) })).toEqual(
      [],
    );
    expect(names(revise(`skip ${target}`).itinerary)).not.toContain(target);
  });

  it("replaces a named place with something else, or with a named place", () => {
    const target = draft[0]!.activities[0]!.name;
    const other = revise(`replace ${target} with something else`);
    expect(names(other.itinerary)).not.toContain(target);
    expect(other.notifications[0]).toMatch(new RegExp(`^Replaced ${target} with .+ on day 1\\.$`));
    expect(names(other.itinerary)).toHaveLength(names(draft).length);

    const wanted = city.places.find(
      (p) => !names(draft).includes(p.name) && p.category !== "daytrip" && !p.closed.length,
    )!.name;
    const named = revise(`swap ${target} for ${wanted}`);
    expect(names(named.itinerary)).toContain(wanted);
    expect(names(named.itinerary)).not.toContain(target);
    const insteadOf = revise(`${wanted} instead of ${target}`);
    expect(names(insteadOf.itinerary)).toContain(wanted);
  });

  it("adds more of an interest and fewer of a category", () => {
    const byName = new Map(city.places.map((p) => [p.name, p] as const));
    const foodStops = (plan: typeof draft) =>
      plan
        .flatMap((d) => d.activities)
        .filter((a) => {
          const place = byName.get(a.name)!;
          return place.interests.includes("Food") || ["food", "market"].includes(place.category);
        }).length;
    const more = revise("more food please");
    expect(foodStops(more.itinerary)).toBeGreaterThanOrEqual(foodStops(draft) + 2);
    expect(more.notifications[0]).toMatch(/^More food: added /);

    const heavy = revise("more museums").itinerary;
    const museums = ["museum", "gallery"];
    expect(theme(heavy, museums)).toBeGreaterThan(0);
    const fewer = revise("fewer museums", preferences, heavy);
    expect(theme(fewer.itinerary, museums)).toBeLessThan(theme(heavy, museums));
    expect(fewer.notifications[0]).toMatch(/^Fewer museums: swapped /);
    const none = revise("no museums", preferences, heavy);
    expect(theme(none.itinerary, museums)).toBe(0);
    const less = revise("less museums", preferences, heavy);
    expect(theme(less.itinerary, museums)).toBeLessThan(theme(heavy, museums));
  });

  it("makes the pace lighter or busier and says when that leaves the chosen pace", () => {
    const lighter = revise("a bit more relaxed");
    for (const day of lighter.itinerary) expect(day.activities).toHaveLength(4);
    expect(lighter.notifications[0]).toMatch(
      /^Lighter pace: city days now have 4 stops \(were 5\); removed (Testville [a-z]+ \d+ \(day \d\)(, )?){3}\.$/,
    );
    expect(checkItinerary(preferences, lighter.itinerary, { centre: city, trip: resolveTripOf(preferences) })).toEqual(
      [],
    );
    // Busier stops at the pace's maximum: revise and finalize refuse a day over it.
    const busier = revise("busier");
    for (const day of busier.itinerary) expect(day.activities).toHaveLength(5);
    expect(busier.notifications[0]).toBe(
      "Days already have 5 stops, the most the Balanced pace allows; choose a busier pace for fuller days.",
    );
    const fromLighter = revise("busier", preferences, lighter.itinerary);
    for (const day of fromLighter.itinerary) expect(day.activities).toHaveLength(5);
    expect(revise("slower").itinerary[0]!.activities).toHaveLength(4);
    expect(revise("more packed").itinerary[0]!.activities).toHaveLength(5);
    const offPace = revise("much more relaxed please, lighter", preferences, lighter.itinerary);
    expect(offPace.notifications[0]).toMatch(/outside the Balanced range \(4-5\); choose the Relaxed pace/);
  });

  it("applies several requests and reports what it did not understand", () => {
    const target = draft[2]!.activities[1]!.name;
    const result = revise(`Remove ${target} and more food. Also bring my cat`);
    expect(names(result.itinerary)).not.toContain(target);
    expect(result.notifications).toContain(`Removed ${target} from day 3.`);
    expect(result.notifications.some((n) => n.startsWith("More food"))).toBe(true);
    expect(result.notifications).toContain(
      'Only part of your request was applied. Not understood, so not applied: "Also bring my cat".',
    );
    const nothing = revise("make it magical");
    expect(nothing.itinerary).toEqual(draft);
    expect(nothing.notifications.join(" ")).toMatch(
      /^Nothing in "make it magical" is a change the planner can make\. It understands requests such as "remove /,
    );
  });

  it("keeps the day count and infers the destination without preferences", () => {
    const target = draft[0]!.activities[1]!.name;
    const result = reviseDraft(draft, `remove ${target}`, undefined, FIXTURES);
    expect(result.itinerary).toHaveLength(3);
    expect(names(result.itinerary)).not.toContain(target);
    const foreign = [
      {
        day: 1,
        activities: [{ name: "Somewhere Else", transport: "", highlight: "", opening_hours: "", entry_fee: "" }],
      },
    ];
    expect(() => reviseDraft(foreign, "more food", undefined, FIXTURES)).toThrow(ApiError);
  });

  it("is deterministic", () => {
    expect(revise("more food, fewer museums")).toEqual(revise("more food, fewer museums"));
  });
});
