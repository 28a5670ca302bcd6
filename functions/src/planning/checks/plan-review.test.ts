import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { reviewPlan } from "./plan-review.ts";
import { createStop, createTrip } from "../../../test/data-generators.ts";
import { resolveTrip } from "../trip/resolved-trip.ts";

const NEW_YORK = { lat: 40.7549, lng: -73.984 };
const trip = { ...resolveTrip({ destination: "New York" }), centre: NEW_YORK };
const stop = (name: string, lat: number, lng: number, category = "landmark") =>
  createStop({ name, latitude: lat, longitude: lng, category });
const prefs = createTrip({
  startDate: "2031-06-04",
  numberOfDays: 2,
  destinationCity: "New York",
  travelPace: "Balanced",
});

describe("reviewing a plan against the checker's rules", () => {
  it("moves a city stop off a day-trip day to the nearest city day, and says so", () => {
    const plan: DraftDay[] = [
      {
        day: 1,
        activities: [stop("Philadelphia", 39.9526, -75.1652, "daytrip"), stop("Times Square", 40.758, -73.9855)],
      },
      {
        day: 2,
        activities: [
          stop("Bryant Park", 40.7536, -73.9832),
          stop("Grand Central Terminal", 40.7527, -73.9772),
          stop("Rockefeller Center", 40.7587, -73.9787),
        ],
      },
    ];
    const reviewed = reviewPlan(prefs, plan, trip);
    expect(reviewed.plan[0]!.activities.map((a) => a.name)).toEqual(["Philadelphia"]);
    expect(reviewed.plan[1]!.activities.map((a) => a.name)).toContain("Times Square");
    expect(reviewed.notices).toEqual([
      { kind: "note", text: "Moved Times Square from day 1, a day trip to Philadelphia, to day 2." },
    ]);
  });

  it("says what it cannot repair, so a plan is never shown as fine", () => {
    const spread: DraftDay[] = [
      {
        day: 1,
        activities: [
          stop("Metropolitan Museum of Art", 40.7794, -73.9632),
          stop("Queens Museum", 40.7458, -73.8467),
          stop("Flushing Chinatown", 40.759, -73.83),
          stop("Bronx Zoo", 40.8506, -73.8769),
        ],
      },
      {
        day: 2,
        activities: [
          stop("Bryant Park", 40.7536, -73.9832),
          stop("Grand Central Terminal", 40.7527, -73.9772),
          stop("Rockefeller Center", 40.7587, -73.9787),
          stop("Times Square", 40.758, -73.9855),
        ],
      },
    ];
    const reviewed = reviewPlan(prefs, spread, trip, { repair: false });
    expect(reviewed.plan).toEqual(spread);
    expect(reviewed.notices).toEqual([
      { kind: "check", text: expect.stringMatching(/^Please check: Day 1 covers \d+\.\d km between its stops/) },
    ]);
  });
});
