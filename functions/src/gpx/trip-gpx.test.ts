import { MULTI_LINE_PATTERN, type FinalActivity, type StructuredPlan } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { createFinalPlan, createTimedStop, createTrip } from "../../test/data-generators.ts";
import { gpxSchemaErrors as schemaErrors, readGpx as parse } from "../../test/gpx-file.ts";
import { tripTimeZone } from "../calendar/time-zone.ts";
import { createOfflineGenerator } from "../planning/generators/offline/generator.ts";
import { resolveTripOf } from "../planning/trip/resolved-trip.ts";
import { buildTripGpx, GPX_PLACES_ATTRIBUTION, type TripGpxInput } from "./trip-gpx.ts";

const stop = (overrides: Partial<FinalActivity>): FinalActivity =>
  createTimedStop({ name: "Stop", time: "", ...overrides });

const lisbonPlan: StructuredPlan = createFinalPlan([
  {
    activities: [
      stop({
        name: "Belém Tower",
        start_time: "09:00",
        end_time: "10:30",
        latitude: 38.6916,
        longitude: -9.216,
        highlight: "Manueline fort",
      }),
      stop({ name: "Pastéis de Belém", start_time: "11:00", latitude: 38.6975, longitude: -9.2032 }),
      stop({ name: "Free wander", latitude: 38.71, longitude: -9.14 }),
    ],
  },
  {
    activities: [
      stop({ name: "São Jorge Castle", start_time: "10:00", latitude: 38.7139, longitude: -9.1335 }),
      stop({ name: "Fado night", start_time: "22:30", latitude: 38.711, longitude: -9.13, highlight: "Live fado" }),
    ],
  },
]);

function input(overrides: Partial<TripGpxInput> = {}): TripGpxInput {
  return {
    plan: lisbonPlan,
    preferences: { startDate: "2031-07-14", destinationCity: "Lisbon" },
    timeZone: "Europe/Lisbon",
    now: new Date("2031-01-01T12:00:00.250Z"),
    ...overrides,
  };
}

describe("buildTripGpx", () => {
  it("writes a waypoint per stop and a route per day in the plan's order, valid against the GPX 1.1 schema", async () => {
    const { gpx, waypoints, leftOut } = buildTripGpx(input());
    expect(await schemaErrors(gpx)).toEqual([]);
    expect(waypoints).toBe(5);
    expect(leftOut).toEqual([]);

    const file = parse(gpx);
    expect(file).toMatchObject({ version: "1.1", creator: "Itinerary Planner" });
    expect(file.metadata).toMatchObject({ name: "Trip to Lisbon", time: "2031-01-01T12:00:00Z" });
    expect(file.metadata.desc).toBeUndefined();
    expect(file.metadata.bounds).toEqual({ minlat: "38.6916", minlon: "-9.216", maxlat: "38.7139", maxlon: "-9.13" });
    expect(file.wpt).toEqual([
      // Lisbon keeps summer time (UTC+1) in July.
      { lat: "38.6916", lon: "-9.216", time: "2031-07-14T08:00:00Z", name: "Belém Tower", desc: "Manueline fort" },
      { lat: "38.6975", lon: "-9.2032", time: "2031-07-14T10:00:00Z", name: "Pastéis de Belém" },
      // No start time: a place without a time.
      { lat: "38.71", lon: "-9.14", name: "Free wander" },
      { lat: "38.7139", lon: "-9.1335", time: "2031-07-15T09:00:00Z", name: "São Jorge Castle" },
      { lat: "38.711", lon: "-9.13", time: "2031-07-15T21:30:00Z", name: "Fado night", desc: "Live fado" },
    ]);
    expect(file.rte.map((route) => [route.name, route.number, route.rtept.map((point) => point.name)])).toEqual([
      ["Day 1: Monday, July 14, 2031", "1", ["Belém Tower", "Pastéis de Belém", "Free wander"]],
      ["Day 2: Tuesday, July 15, 2031", "2", ["São Jorge Castle", "Fado night"]],
    ]);
    expect(file.rte[0]!.rtept[0]).toEqual(file.wpt[0]);
  });

  it("reads New York times with the winter offset and follows daylight saving across the night clocks go forward", () => {
    const plan = createFinalPlan(
      [1, 2].map((day) => ({
        activities: [stop({ name: `Walk ${day}`, start_time: "09:00", latitude: 40.758, longitude: -73.9855 })],
      })),
    );
    const times = (startDate: string) =>
      parse(
        buildTripGpx(
          input({
            plan,
            timeZone: tripTimeZone(plan, { cityCentre: null }),
            preferences: { startDate, destinationCity: "New York" },
          }),
        ).gpx,
      ).wpt.map((point) => point.time);
    expect(tripTimeZone(plan, { cityCentre: null })).toBe("America/New_York");
    expect(times("2031-01-20")).toEqual(["2031-01-20T14:00:00Z", "2031-01-21T14:00:00Z"]);
    // US clocks go forward on Sunday 9 March 2031: day 1 is Saturday (UTC-5), day 2 Sunday (UTC-4).
    expect(times("2031-03-08")).toEqual(["2031-03-08T14:00:00Z", "2031-03-09T13:00:00Z"]);
    // And back on Sunday 2 November 2031.
    expect(times("2031-11-01")).toEqual(["2031-11-01T13:00:00Z", "2031-11-02T14:00:00Z"]);
  });

  it("leaves a stop without a location out of the waypoints and the routes, never at 0,0, and names it in the metadata", async () => {
    const plan = createFinalPlan([
      {
        activities: [
          stop({ name: "Belém Tower", start_time: "09:00", latitude: 38.6916, longitude: -9.216 }),
          stop({ name: "Picnic somewhere", start_time: "12:00" }),
          stop({ name: "Null Island", start_time: "13:00", latitude: 0, longitude: 0 }),
          stop({ name: "Rounds to nothing", latitude: 0.0000001, longitude: -0.0000004 }),
          stop({ name: "Half placed", latitude: 38.7, longitude: null }),
        ],
      },
      // A day with nothing to place has no route.
      { activities: [stop({ name: "Day off" })] },
      {
        activities: [
          // Places coordinates may be drawn on a Google map only.
          stop({
            name: "Jerónimos",
            start_time: "10:00",
            source: "places",
            place_id: "ChIJ-j",
            latitude: 38.6979,
            longitude: -9.2068,
          }),
          stop({ name: "Saved before sources", place_id: "ChIJ-old", latitude: 38.7, longitude: -9.1 }),
          stop({
            name: "Alfama walk",
            start_time: "15:00",
            source: "guide",
            place_id: "ChIJ-a",
            latitude: 38.7114,
            longitude: -9.1301,
          }),
        ],
      },
    ]);
    const { gpx, waypoints, leftOut } = buildTripGpx(input({ plan }));
    expect(await schemaErrors(gpx)).toEqual([]);
    expect(waypoints).toBe(2);
    expect(leftOut).toEqual([
      { name: "Picnic somewhere", day: 1, reason: "no-location" },
      { name: "Null Island", day: 1, reason: "no-location" },
      { name: "Rounds to nothing", day: 1, reason: "no-location" },
      { name: "Half placed", day: 1, reason: "no-location" },
      { name: "Day off", day: 2, reason: "no-location" },
      { name: "Jerónimos", day: 3, reason: "google-maps" },
      { name: "Saved before sources", day: 3, reason: "google-maps" },
    ]);
    const file = parse(gpx);
    expect(file.wpt.map((point) => point.name)).toEqual(["Belém Tower", "Alfama walk"]);
    expect(file.rte.map((route) => [route.name, route.rtept.map((point) => point.name)])).toEqual([
      ["Day 1: Monday, July 14, 2031", ["Belém Tower"]],
      ["Day 3: Wednesday, July 16, 2031", ["Alfama walk"]],
    ]);
    expect(gpx).not.toMatch(/lat="0"|lon="0"/);
    expect(file.metadata.desc).toBe(
      "Not in this file, as their location is not known: Picnic somewhere (day 1), Null Island (day 1), " +
        "Rounds to nothing (day 1), Half placed (day 1), Day off (day 2). " +
        "Not in this file, as Google Maps placed them and only its own maps may show where they are: " +
        `Jerónimos (day 3), Saved before sources (day 3). ${GPX_PLACES_ATTRIBUTION}.`,
    );
  });

  it("writes coordinates with at most 6 decimals, never in exponent form, and longitude 180 as -180", async () => {
    const plan = createFinalPlan([
      {
        activities: [
          stop({ name: "Long decimals", latitude: 38.691612345678, longitude: -9.21600000000001 }),
          stop({ name: "Tiny", latitude: 0.0000014, longitude: 10 }),
          stop({ name: "Date line", latitude: -16.5, longitude: 180 }),
          stop({ name: "Just short", latitude: 89.9999999, longitude: 179.9999999 }),
          stop({ name: "West edge", latitude: -90, longitude: -180 }),
        ],
      },
    ]);
    const { gpx } = buildTripGpx(input({ plan, timeZone: null }));
    expect(await schemaErrors(gpx)).toEqual([]);
    expect(parse(gpx).wpt.map((point) => [point.name, point.lat, point.lon])).toEqual([
      ["Long decimals", "38.691612", "-9.216"],
      ["Tiny", "0.000001", "10"],
      ["Date line", "-16.5", "-180"],
      ["Just short", "90", "-180"],
      ["West edge", "-90", "-180"],
    ]);
    expect(gpx).not.toMatch(/\d[eE][+-]?\d/);
    // Without a zone, no point has a time.
    expect(gpx.match(/<time>/g)).toHaveLength(1);
  });

  it("escapes every text, so no name, highlight or city can close an element or open one of its own", async () => {
    const nasty = `<script>alert("x")</script> & 'quotes' ]]> </name></wpt><wpt lat="1" lon="1"><name>Injected`;
    const plan = createFinalPlan([
      {
        activities: [
          stop({
            name: `${nasty}\u0000\u0007\u001b[31m\u2028\u202E`,
            start_time: "09:00",
            latitude: 38.7,
            longitude: -9.1,
            highlight: `Line one & <b>two</b>\nLine "three"\u0000\uFFFE\uD800 '4'`,
          }),
          stop({ name: 'Left <out> & "named"', start_time: "10:00" }),
        ],
      },
    ]);
    const { gpx } = buildTripGpx(
      input({ plan, preferences: { startDate: "2031-07-14", destinationCity: `Lisbon</name><desc>x` } }),
    );
    expect(await schemaErrors(gpx)).toEqual([]);
    const file = parse(gpx);
    expect(file.wpt).toHaveLength(1);
    expect(file.wpt[0]!.name).toBe(`${nasty}   [31m  `);
    expect(file.wpt[0]!.desc).toBe(`Line one & <b>two</b>\nLine "three"    '4'`);
    expect(file.metadata.name).toBe("Trip to Lisbon</name><desc>x");
    expect(file.metadata.desc).toBe('Not in this file, as their location is not known: Left <out> & "named" (day 1).');
    // One waypoint, and no control character left but line breaks, nor a character XML cannot hold.
    expect(gpx.match(/<wpt /g)).toHaveLength(1);
    expect(gpx).toMatch(MULTI_LINE_PATTERN);
    expect(gpx).not.toMatch(/\uFFFE|\uD800/);
  });

  it("is valid for a real plan from the offline planner, every stop in its day's route", async () => {
    const generator = createOfflineGenerator();
    const preferences = createTrip({ startDate: "2031-10-24", numberOfDays: 3, destinationCity: "Lisbon" });
    const draft = await generator.draft(resolveTripOf(preferences, undefined, generator.guide), preferences, "");
    const final = await generator.finalize(
      resolveTripOf(preferences, draft.itinerary, generator.guide),
      draft.itinerary,
      preferences,
    );
    const plan = final.structured_plan;
    const timeZone = tripTimeZone(plan, resolveTripOf(preferences));
    expect(timeZone).toBe("Europe/Lisbon");
    const { gpx, waypoints, leftOut } = buildTripGpx({ plan, preferences, timeZone });
    expect(await schemaErrors(gpx)).toEqual([]);

    const stops = plan.flatMap((day) => day.activities);
    expect(waypoints + leftOut.length).toBe(stops.length);
    expect(waypoints).toBeGreaterThan(0);
    const file = parse(gpx);
    expect(file.rte).toHaveLength(3);
    for (const [index, route] of file.rte.entries()) {
      const day = plan[index]!;
      const placed = day.activities.filter(
        (activity) => !leftOut.some((out) => out.day === day.day && out.name === activity.name),
      );
      expect(route.rtept.map((point) => point.name)).toEqual(placed.map((activity) => activity.name));
      // Clocks in Lisbon go back on Sunday 26 October 2031 (day 3): UTC+1 before, UTC+0 from then on.
      const first = day.activities[0]!;
      const wallClock = Date.parse(`2031-10-${23 + day.day}T${first.start_time}:00Z`);
      const offsetHours = day.day < 3 ? 1 : 0;
      expect(route.rtept[0]!.time).toBe(
        new Date(wallClock - offsetHours * 3_600_000).toISOString().replace(".000", ""),
      );
    }
  });

  it("is checked by a validator that does refuse what the schema does not allow", async () => {
    const { gpx } = buildTripGpx(input());
    // Name before time breaks the schema's order; a longitude of 180 is out of its range.
    const misordered = gpx.replace(/(<time>[^<]*<\/time>)(\s*)(<name>Belém Tower<\/name>)/, "$3$2$1");
    expect(misordered).not.toBe(gpx);
    expect(await schemaErrors(misordered)).not.toEqual([]);
    expect(await schemaErrors(gpx.replace('lon="-9.216"', 'lon="180"'))).not.toEqual([]);
    expect(await schemaErrors(gpx.replace('lat="38.6916"', 'lat="1e1"'))).not.toEqual([]);
  });
});
