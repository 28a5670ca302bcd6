import { describe, expect, it } from "vitest";
import { firstLegRule } from "./first-leg.ts";
import { day, rulePrefs, ruleContext, stop } from "./test-plan.ts";

const timed = (name: string, transport: string) =>
  stop(name, { transport, time: "10:00 - 11:00", start_time: "10:00", end_time: "11:00" });

describe("first leg and transit wording", () => {
  it("accepts a day that starts from the stay, in the city's own transit words", () => {
    const lisbon = rulePrefs({ destinationCity: "Lisbon", numberOfDays: 1 });
    const plan = [
      day(
        1,
        timed("Belém Tower", "From Baixa and Chiado: metro or tram, about 8.4 km (28 min)"),
        timed("Jerónimos Monastery", "Walk 0.9 km (12 min)"),
      ),
    ];
    expect(firstLegRule.check(ruleContext(lisbon, plan))).toEqual([]);
  });

  it("flags a first stop not measured from the stay, and a metro in a city without one", () => {
    const marrakech = rulePrefs({ destinationCity: "Marrakech", numberOfDays: 1 });
    const plan = [
      day(
        1,
        timed("Jemaa el-Fnaa", "Metro or bus from the city centre"),
        timed("Bahia Palace", "Taxi or bus, about 1.5 km (10 min)"),
      ),
    ];
    expect(firstLegRule.check(ruleContext(marrakech, plan))).toEqual([
      {
        code: "first_leg",
        day: 1,
        message: "Jemaa el-Fnaa, the first stop of day 1, does not say how to get there from the stay.",
      },
      {
        code: "first_leg",
        day: 1,
        message: "The way to Jemaa el-Fnaa on day 1 takes the metro, which Marrakech does not have.",
      },
    ]);
  });

  it("flags a leg to or from an island that does not take the ferry", () => {
    const newYork = rulePrefs({ destinationCity: "New York", numberOfDays: 1 });
    const plan = [
      day(
        1,
        timed("Statue of Liberty and Ellis Island", "From Midtown Manhattan: subway or bus, about 9 km (30 min)"),
        timed("The Battery", "Ferry, about 3.2 km (36 min with the wait)"),
        timed("Wall Street", "Walk 0.6 km (8 min)"),
      ),
    ];
    expect(firstLegRule.check(ruleContext(newYork, plan))).toEqual([
      {
        code: "first_leg",
        day: 1,
        message: "The way to Statue of Liberty and Ellis Island on day 1 crosses the water without a ferry.",
      },
    ]);
  });

  it("judges final plans only, and leaves transit names alone in a city we do not cover", () => {
    const lisbon = rulePrefs({ destinationCity: "Lisbon", numberOfDays: 1 });
    expect(
      firstLegRule.check(ruleContext(lisbon, [day(1, stop("Belém Tower", { transport: "Metro or bus" }))])),
    ).toEqual([]);
    const elsewhere = rulePrefs({ destinationCity: "Ljubljana, Slovenia", numberOfDays: 1 });
    expect(
      firstLegRule.check(
        ruleContext(elsewhere, [day(1, timed("Ljubljana Castle", "From Old Town: metro, about 1 km (5 min)"))]),
      ),
    ).toEqual([]);
  });
});
