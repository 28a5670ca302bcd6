import { describe, expect, it } from "vitest";
import { mustSeeCoverage } from "./must-see.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const check = (preferences: ReturnType<typeof rulePrefs>, ...days: ReturnType<typeof day>[]) =>
  mustSeeCoverage.check(ruleContext(preferences, days));

describe("must-see coverage", () => {
  it("asks a first visit to Paris for the Louvre or the Orsay", () => {
    const paris = rulePrefs({ numberOfDays: 2, interests: ["Adventure"] });
    expect(check(paris, day(1, stop("Eiffel Tower")), day(2, stop("Bois de Boulogne")))).toEqual([
      { code: "must_see", message: "A 2-day trip to Paris should include Louvre Museum or Musée d'Orsay." },
    ]);
    expect(check(paris, day(1, stop("Eiffel Tower")), day(2, stop("Musée d'Orsay")))).toEqual([]);
    expect(check(rulePrefs({ numberOfDays: 1 }), day(1, stop("Eiffel Tower")))).toEqual([]);
  });

  it("asks four days of culture in New York for both the Met and MoMA", () => {
    const ny = rulePrefs({ destinationCity: "New York", numberOfDays: 4, interests: ["Culture"] });
    const plan = [
      day(1, stop("Metropolitan Museum of Art")),
      day(2, stop("Times Square")),
      day(3, stop("Brooklyn Bridge")),
      day(4, stop("The High Line")),
    ];
    expect(check(ny, ...plan).map((v) => v.message)).toEqual([
      "A 4-day trip to New York should include Museum of Modern Art.",
    ]);
    expect(check(rulePrefs({ destinationCity: "New York", numberOfDays: 4, interests: ["Nature"] }), ...plan)).toEqual(
      [],
    );
  });

  it("respects a traveller who said otherwise", () => {
    const noMuseums = rulePrefs({ numberOfDays: 3, specialRequests: ["We hate museums"] });
    expect(
      check(noMuseums, day(1, stop("Eiffel Tower")), day(2, stop("Montmartre")), day(3, stop("Le Marais"))),
    ).toEqual([]);
    const noLouvre = rulePrefs({ numberOfDays: 3, specialRequests: ["skip the Louvre, too crowded"] });
    expect(
      check(noLouvre, day(1, stop("Eiffel Tower")), day(2, stop("Montmartre")), day(3, stop("Le Marais"))),
    ).toEqual([]);
  });

  it("still asks when one of the places is open on some day of the trip, and asks nothing where the guide has no list", () => {
    // The Orsay closes on Mondays and the Louvre on Tuesdays: a Monday-Tuesday trip can still see one.
    const monTue = rulePrefs({ numberOfDays: 2, startDate: "2031-06-02" });
    expect(check(monTue, day(1, stop("Eiffel Tower")), day(2, stop("Montmartre")))).toHaveLength(1);
    expect(check(rulePrefs({ destinationCity: "Testville", numberOfDays: 5 }), day(1, stop("Anything")))).toEqual([]);
  });

  it("respects a must-see the traveller took out of the plan (a day's declined list), and only that one", () => {
    const paris = rulePrefs({ numberOfDays: 3, interests: ["Culture"] });
    const declinedDay = { ...day(1, stop("Eiffel Tower")), declined: ["Louvre Museum", "musée d'orsay"] };
    expect(check(paris, declinedDay, day(2, stop("Montmartre")), day(3, stop("Le Marais")))).toEqual([]);
    const ny = rulePrefs({ destinationCity: "New York", numberOfDays: 4, interests: ["Culture"] });
    const noMet = { ...day(1, stop("Times Square")), declined: ["Metropolitan Museum of Art"] };
    expect(
      check(
        ny,
        noMet,
        day(2, stop("Brooklyn Bridge")),
        day(3, stop("The High Line")),
        day(4, stop("Central Park")),
      ).map((v) => v.message),
    ).toEqual(["A 4-day trip to New York should include Museum of Modern Art."]);
  });
});
