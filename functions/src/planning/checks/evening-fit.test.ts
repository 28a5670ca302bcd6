import { describe, expect, it } from "vitest";
import { eveningFitRule } from "./evening-fit.ts";
import { contextOf, timedDay, visit } from "./test-plan.ts";

/** Lisbon's own places, where the guide knows them (Bairro Alto is a nightlife district). */
const BAIRRO_ALTO = { category: "neighbourhood", latitude: 38.713, longitude: -9.145 };
const check = (activities: Parameters<typeof timedDay>[1], over = {}) =>
  eveningFitRule.check(contextOf([timedDay(1, activities)], over));

describe("evening places in the evening", () => {
  it("reports Lisbon's Bairro Alto planned 09:00-10:00, and accepts it in the evening", () => {
    expect(check([visit("Bairro Alto", "09:00", "10:00", BAIRRO_ALTO)])).toEqual([
      {
        code: "evening_fit",
        day: 1,
        message: "Bairro Alto on day 1 is an evening place, planned at 09:00; it belongs after 17:00.",
      },
    ]);
    expect(check([visit("Bairro Alto", "19:00", "20:30", BAIRRO_ALTO)])).toEqual([]);
  });

  it("reads a stop the guide does not hold by its words and hours (a model's night market)", () => {
    expect(check([visit("Riverside Night Market", "10:00", "11:00", { category: "market" })])).toHaveLength(1);
    const show = visit("Late show", "11:00", "12:00", { opening_window: { open: "19:00", close: "23:00" } });
    expect(check([show]).map((v) => v.code)).toEqual(["evening_fit"]);
    expect(check([visit("Riverside Night Market", "19:00", "20:00", { category: "market" })])).toEqual([]);
  });

  it("never gives a family nightlife, in a draft or a final plan, at any hour", () => {
    const night = [visit("Bairro Alto", "19:00", "20:00", BAIRRO_ALTO)];
    expect(check(night, { travelType: "Family" }).map((v) => v.message)).toEqual([
      "Bairro Alto on day 1 is nightlife, not a stop for a family trip.",
    ]);
    expect(check([visit("Pub crawl", "19:00", "21:00")], { travelType: "Family" })).toHaveLength(1);
    expect(check(night, { travelType: "Couple" })).toEqual([]);
  });

  it("keeps outdoor evening stops before dark, by the season's sunset (Lisbon in March: about 18:35)", () => {
    const park = (start: string, end: string) => visit("Jardim da Estrela", start, end, { category: "park" });
    expect(check([park("19:30", "20:15")])).toEqual([]);
    expect(check([park("21:30", "22:15")])[0]?.message).toMatch(
      /^Jardim da Estrela on day 1 starts at 21:30, long after dark \(sunset is about 18:[34]\d\)\.$/,
    );
  });

  it("puts a viewpoint meant for sunset near sunset when it is an evening stop, and leaves its morning visit alone", () => {
    // The guide's highlight: "Sunset terrace over the river and the bridge".
    const viewpoint = (start: string, end: string) =>
      visit("Miradouro de Santa Catarina", start, end, {
        category: "viewpoint",
        latitude: 38.7094,
        longitude: -9.1474,
      });
    expect(check([viewpoint("18:00", "18:45")])).toEqual([]);
    expect(check([viewpoint("10:00", "10:45")])).toEqual([]);
    expect(check([viewpoint("20:15", "20:45")]).map((v) => v.code)).toEqual(["evening_fit"]);
  });
});
