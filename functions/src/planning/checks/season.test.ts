import { describe, expect, it } from "vitest";
import { seasonRule } from "./season.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

describe("season", () => {
  it("rejects Keukenhof in August and accepts it in April", () => {
    const august = rulePrefs({ destinationCity: "Amsterdam", startDate: "2031-08-04" });
    const found = seasonRule.check(ruleContext(august, [day(1, stop("Rijksmuseum")), day(2, stop("Keukenhof"))]));
    expect(found).toEqual([
      {
        code: "season",
        day: 2,
        message: "Keukenhof on day 2 (2031-08-05) is out of season: it is open 20 March to 10 May.",
      },
    ]);
    const april = rulePrefs({ destinationCity: "Amsterdam", startDate: "2031-04-14" });
    expect(seasonRule.check(ruleContext(april, [day(1, stop("Keukenhof"))]))).toEqual([]);
  });

  it("judges each day by its own date, and a tournament only while it runs", () => {
    const tokyo = rulePrefs({ destinationCity: "Tokyo", startDate: "2031-05-21", numberOfDays: 3 });
    const plan = [day(1, stop("Senso-ji")), day(2, stop("Ryogoku Kokugikan")), day(3, stop("Ryogoku Kokugikan"))];
    expect(seasonRule.check(ruleContext(tokyo, plan)).map((v) => v.day)).toEqual([3]);
  });

  it("leaves places the guide does not hold alone", () => {
    expect(
      seasonRule.check(ruleContext(rulePrefs({ destinationCity: "Testville" }), [day(1, stop("Keukenhof"))])),
    ).toEqual([]);
  });
});
