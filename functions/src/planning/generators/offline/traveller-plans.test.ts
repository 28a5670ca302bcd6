import { INTERESTS, TripPreferences, type DraftDay, type Interest } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { checkItinerary } from "../../checks/checker.ts";
import { PlacesBudget } from "../../grounding/places-budget.ts";
import { draftTrip, finalizeTrip } from "../../pipeline/pipeline.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { createOfflineGenerator } from "./generator.ts";
import { planDraft } from "./planner.ts";
import { resolveTripOf } from "../../trip/resolved-trip.ts";
import { createTrip } from "../../../../test/data-generators.ts";

/**
 * The defects of issue 13's "who is travelling and when", each reproduced through the offline
 * planner as a traveller would meet it. These tests read only plan names and figures, so they run
 * against the planner as it was before the fix (and failed there).
 */
const prefs = (over: Partial<TripPreferences>) =>
  createTrip({ startDate: "2031-06-02", numberOfDays: 3, destinationCity: "Paris", ...over });
const names = (preferences: TripPreferences) =>
  planDraft(preferences).itinerary.flatMap((day) => day.activities.map((a) => a.name));
const START_DATES = ["2031-06-02", "2031-06-03", "2031-06-04", "2031-06-05", "2031-06-06", "2031-06-07", "2031-06-08"];
const generator = createOfflineGenerator();

describe("who is travelling and when", () => {
  it("a family plan in Paris has no Moulin Rouge and every day over by 19:30", async () => {
    for (const interests of [["Culture"], ["Culture", "Food"], ["Photography", "Cities"]] as Interest[][]) {
      for (const numberOfDays of [3, 5, 7]) {
        const preferences = prefs({ travelType: "Family", interests, numberOfDays });
        const draft = await generator.draft(resolveTripOf(preferences, undefined, generator.guide), preferences, "");
        expect(draft.itinerary.flatMap((d) => d.activities.map((a) => a.name))).not.toContain("Moulin Rouge");
        const final = await generator.finalize(
          resolveTripOf(preferences, draft.itinerary, generator.guide),
          draft.itinerary,
          preferences,
        );
        for (const day of final.structured_plan) {
          const end = day.activities.at(-1)?.end_time ?? "00:00";
          expect(end <= "19:30", `${interests.join("+")}, ${numberOfDays} days: day ${day.day} ends at ${end}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("Keukenhof is not planned in August, and is in mid-April", () => {
    const august = names(
      prefs({
        destinationCity: "Amsterdam",
        startDate: "2031-08-04",
        numberOfDays: 4,
        interests: ["Nature", "Photography"],
      }),
    );
    expect(august).not.toContain("Keukenhof");
    const april = planDraft(
      prefs({
        destinationCity: "Amsterdam",
        startDate: "2031-04-14",
        numberOfDays: 4,
        interests: ["Nature", "Photography"],
      }),
    );
    expect(april.itinerary.flatMap((d) => d.activities.map((a) => a.name))).toContain("Keukenhof");
    const note = planDraft(
      prefs({ destinationCity: "Amsterdam", startDate: "2031-08-04", numberOfDays: 4 }),
    ).notifications.join("\n");
    expect(note).toMatch(/Keukenhof \(open 20 March to 10 May\)/);
  });

  // A relaxed pace leaves room for few stops, and a budget makes paid museums score lower: before
  // the fix, a Relaxed trip on $800 lost MoMA, and Relaxed trips to Paris on a budget lost both museums.
  it("a 4-day New York trip with Culture gets the Met and MoMA, whatever the pace, budget, start day and other interests", () => {
    for (const startDate of START_DATES) {
      for (const travelPace of ["Chill", "Balanced"] as const) {
        for (const totalBudget of [0, 800]) {
          for (const interests of [["Culture"], ["Culture", "Food"], ["Culture", "Sea", "Nature"]] as Interest[][]) {
            const planned = names(
              prefs({ destinationCity: "New York", numberOfDays: 4, startDate, interests, travelPace, totalBudget }),
            );
            const label = `${startDate} ${travelPace} $${totalBudget} ${interests.join("+")}`;
            expect(planned, label).toEqual(
              expect.arrayContaining(["Metropolitan Museum of Art", "Museum of Modern Art"]),
            );
          }
        }
      }
    }
  });

  it("a first visit to Paris gets the Louvre or the Orsay whatever the interests, pace and start day, on a budget too", () => {
    for (const interest of INTERESTS) {
      for (const numberOfDays of [2, 3]) {
        for (const startDate of START_DATES.slice(0, 3)) {
          for (const travelPace of ["Chill", "Balanced"] as const) {
            const planned = names(
              prefs({ numberOfDays, startDate, interests: [interest], travelPace, totalBudget: 200 * numberOfDays }),
            );
            const label = `${interest}, ${travelPace}, ${numberOfDays} days from ${startDate}`;
            expect(
              planned.some((name) => name === "Louvre Museum" || name === "Musée d'Orsay"),
              label,
            ).toBe(true);
          }
        }
      }
    }
  });

  it("a Luxury trip does not eat at the hostel rate", async () => {
    const hostel = prefs({ accommodation: ["Hostel"] });
    const luxury = prefs({ accommodation: ["Luxury"] });
    const draft = await generator.draft(resolveTripOf(hostel, undefined, generator.guide), hostel, "");
    const [cheap, dear] = await Promise.all([
      generator.finalize(resolveTripOf(hostel, draft.itinerary, generator.guide), draft.itinerary, hostel),
      generator.finalize(resolveTripOf(luxury, draft.itinerary, generator.guide), draft.itinerary, luxury),
    ]);
    const paris = DESTINATIONS.find((d) => d.slug === "paris")!;
    const stayDifference = paris.stay.nightlyUsd.Luxury - paris.stay.nightlyUsd.Hostel;
    dear.structured_plan.forEach((day, d) => {
      const foodDifference =
        day.estimated_daily_cost_usd! - cheap.structured_plan[d]!.estimated_daily_cost_usd! - stayDifference;
      expect(foodDifference).toBeGreaterThanOrEqual(paris.foodUsdPerDay);
    });
    expect(dear.summary_text).toMatch(/food \(about \$\d+ a day, in line with a luxury stay\)/);
  });

  it("a wheelchair plan has no tower or hill climb, and says what was adapted", () => {
    for (const numberOfDays of [2, 3, 5]) {
      const plan = planDraft(prefs({ numberOfDays, mobilityNeeds: "wheelchair" }));
      const planned = plan.itinerary.flatMap((d) => d.activities.map((a) => a.name));
      expect(planned).not.toContain("Arc de Triomphe");
      expect(planned).not.toContain("Montmartre");
      expect(plan.notifications.join("\n")).toMatch(/no climbs \(left out Arc de Triomphe, Montmartre\)/);
    }
    for (const destination of DESTINATIONS) {
      const planned = new Set(
        names(prefs({ destinationCity: destination.name, numberOfDays: 5, mobilityNeeds: "wheelchair" })),
      );
      const climbs = destination.places
        .filter((place) => place.climb && planned.has(place.name))
        .map((place) => place.name);
      expect(climbs, destination.name).toEqual([]);
    }
  });

  // Every covered destination, for travellers the 243-case sweep (solo, no needs) does not cover,
  // through the same steps the endpoints take: draft and final plan pass every rule of the checker.
  const TRAVELLERS = [
    { travelType: "Family", interests: ["Culture", "Adventure"] },
    { travelType: "Couple", mobilityNeeds: "wheelchair", dietaryNeeds: "vegetarian", interests: ["Food", "Culture"] },
    { travelType: "Friends", startDate: "2031-04-14", interests: ["Nature", "Photography"] },
  ] as const;
  it.each(DESTINATIONS.flatMap((d) => TRAVELLERS.map((t) => [d.name, t.travelType, t] as const)))(
    "%s for %s: draft and final plan pass the checker",
    async (city, _type, traveller) => {
      const context = (preferences: TripPreferences, plan?: DraftDay[]) => ({
        generator,
        trip: resolveTripOf(preferences, plan, generator.guide),
        places: null,
        budget: new PlacesBudget(0),
        photos: null,
      });
      const preferences = prefs({
        destinationCity: city,
        numberOfDays: 5,
        ...traveller,
        interests: [...traveller.interests],
      });
      const destination = DESTINATIONS.find((d) => d.name === city)!;
      const draft = await draftTrip(preferences, "", context(preferences));
      expect(
        checkItinerary(preferences, draft.itinerary, { centre: destination, trip: resolveTripOf(preferences) }),
      ).toEqual([]);
      const final = await finalizeTrip(draft.itinerary, preferences, context(preferences, draft.itinerary));
      expect(
        checkItinerary(preferences, final.structured_plan, { centre: destination, trip: resolveTripOf(preferences) }),
      ).toEqual([]);
    },
  );
});
