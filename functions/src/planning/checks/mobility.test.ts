import { describe, expect, it } from "vitest";
import { mobilityFit } from "./mobility.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const check = (preferences: ReturnType<typeof rulePrefs>, ...days: ReturnType<typeof day>[]) =>
  mobilityFit.check(ruleContext(preferences, days));

describe("mobility fit", () => {
  it("rejects a tower climb in a wheelchair plan, and accepts the lifts of the Eiffel Tower", () => {
    const wheelchair = rulePrefs({ mobilityNeeds: "wheelchair" });
    expect(check(wheelchair, day(1, stop("Eiffel Tower"), stop("Arc de Triomphe"))).map((v) => v.message)).toEqual([
      'Arc de Triomphe on day 1 is a climb, which does not suit "wheelchair".',
    ]);
    expect(check(rulePrefs(), day(1, stop("Arc de Triomphe")))).toEqual([]);
  });

  it("knows climbs the guide does not hold by their description, and long walks by the transport line", () => {
    const elsewhere = rulePrefs({ destinationCity: "Testville", mobilityNeeds: "can't walk far" });
    expect(check(elsewhere, day(1, stop("Belfry", { highlight: "Climb 366 steps to the carillon." })))).toHaveLength(1);
    expect(check(elsewhere, day(1, stop("Square", { transport: "Walk 1.6 km" })))[0]?.message).toMatch(/1\.6 km walk/);
    expect(check(elsewhere, day(1, stop("Square", { transport: "From Old Town: walk 0.3 km" })))).toEqual([]);
  });
});
