import { describe, expect, it } from "vitest";
import { isDayOut, OUTING_KM } from "../../checks/day-out.ts";
import { place, type Place } from "../../guide/place.ts";
import { outingNote, pickOutings, type OutingOptions } from "./outings.ts";
import { activityOfPlace, planDraft } from "./planner.ts";
import { createTrip } from "../../../../test/data-generators.ts";

const CENTRE = { lat: 52.37, lng: 4.9 };
const at = (name: string, northKm: number, eastKm = 0, minutes = 90, interests: Place["interests"] = ["Villages"]) =>
  place({
    name,
    category: "neighbourhood",
    lat: CENTRE.lat + northKm / 111.32,
    lng: CENTRE.lng + eastKm / (111.32 * Math.cos((CENTRE.lat * Math.PI) / 180)),
    minutes,
    hours: "24h",
    feeUsd: 0,
    interests,
    postcode: null,
    highlight: "",
  });
const options = (over: Partial<OutingOptions> = {}): OutingOptions => ({
  score: (p) => (p.interests.includes("Villages") ? 10 : 0),
  wanted: (p) => p.interests.includes("Villages"),
  minutes: (p) => p.minutes,
  perDay: 5,
  ...over,
});

describe("days out of town", () => {
  it("groups a wanted place out of town with its neighbours out there, never with the centre's sights", () => {
    const volendam = at("Volendam", 18, 2);
    const edam = at("Edam", 20.5, 1.5);
    const marken = at("Marken", 15, 5, 90, ["Villages", "Sea"]);
    const pool = [at("Dam Square", 0.2, 0, 30, ["Cities"]), at("Jordaan", 0.8, -1), volendam, edam, marken];
    // Volendam, the best of them, leads; Marken is 4 km from it, Edam 2.5.
    const score = (p: Place) => (p === volendam ? 12 : p.interests.includes("Villages") ? 10 : 0);
    const [outing, ...rest] = pickOutings(pool, 2, CENTRE, options({ score }));
    expect(rest).toEqual([]);
    expect(outing!.map((p) => p.name).sort()).toEqual(["Edam", "Marken", "Volendam"]);
    expect(isDayOut({ activities: outing!.map((p) => activityOfPlace(p, "Balanced")) }, CENTRE)).toBe(true);
    expect(outingNote(outing!, CENTRE)).toMatch(/^A day out of town to .+ and .+, about 1\d km from the centre/);
  });

  it("plans no day out for a short visit, nor more than asked", () => {
    expect(pickOutings([at("Windmill", 16, 0, 45)], 1, CENTRE, options())).toEqual([]);
    const far = [at("North", 20, 0, 150), at("South", -20, 0, 150), at("East", 0, 20, 150)];
    expect(pickOutings(far, 2, CENTRE, options())).toHaveLength(2);
    expect(OUTING_KM).toBeGreaterThan(10);
  });

  it("gives an Amsterdam traveller who ticks Villages a day out to the old fishing towns, and says so on the day", () => {
    const { itinerary } = planDraft(
      createTrip({
        destinationCity: "Amsterdam",
        startDate: "2031-07-23",
        numberOfDays: 6,
        travelType: "Couple",
        travelPace: "Intense",
        interests: ["Mountains", "Villages"],
      }),
    );
    const out = itinerary.find((day) => day.note?.startsWith("A day out of town"));
    expect(out, itinerary.map((day) => day.activities.map((a) => a.name).join(", ")).join("\n")).toBeDefined();
    expect(out!.activities.map((a) => a.name)).toEqual(expect.arrayContaining(["Volendam"]));
  });
});
