import { SINGLE_LINE_PATTERN, type FinalActivity, type StructuredPlan } from "@itinerary/contract";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createFinalPlan, createTimedStop, createTrip } from "../../test/data-generators.ts";
import { buildTripCalendar, CALENDAR_PLACES_ATTRIBUTION, type TripCalendarInput } from "./trip-calendar.ts";
import { tripTimeZone } from "./time-zone.ts";
import { resolveTripOf } from "../planning/trip/resolved-trip.ts";

/** A stop with no time slot text: the calendar reads start_time and end_time only. */
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
        address: "Av. Brasília, 1400-038 Lisboa",
        highlight: "Manueline fort",
        transport: "Tram 15",
        entry_fee: "€10",
      }),
      stop({
        name: "Pastéis de Belém",
        start_time: "11:00",
        duration_minutes: 45,
        latitude: 38.6975,
        longitude: -9.2032,
      }),
      stop({ name: "Free wander", latitude: 38.71, longitude: -9.14 }),
    ],
  },
  {
    activities: [
      stop({ name: "São Jorge Castle", start_time: "10:00", latitude: 38.7139, longitude: -9.1335 }),
      stop({ name: "Fado night", start_time: "22:30", end_time: "00:30", latitude: 38.711, longitude: -9.13 }),
    ],
  },
]);

function input(overrides: Partial<TripCalendarInput> = {}): TripCalendarInput {
  return {
    plan: lisbonPlan,
    preferences: { startDate: "2031-07-14", destinationCity: "Lisbon" },
    timeZone: "Europe/Lisbon",
    namespace: "user-1",
    now: new Date("2031-01-01T00:00:00Z"),
    ...overrides,
  };
}

/** Parsed by ical.js, an independent implementation, as a calendar app would read the file. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      geo: component.getFirstPropertyValue("geo"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === "UTC",
    };
  });
}

describe("buildTripCalendar", () => {
  it("makes one event per activity with a start time, on the right day, at the right instant in the trip's zone", () => {
    const { ics, events } = buildTripCalendar(input());
    const parsed = parse(ics);
    expect(events).toBe(4);
    expect(parsed.map((event) => event.summary)).toEqual([
      "Belém Tower",
      "Pastéis de Belém",
      "São Jorge Castle",
      "Fado night",
    ]);
    // Lisbon keeps summer time (UTC+1) in July.
    expect(parsed[0]).toMatchObject({
      start: "2031-07-14T08:00:00.000Z",
      end: "2031-07-14T09:30:00.000Z",
      startIsUtc: true,
    });
    // No end time: the visit length.
    expect(parsed[1]).toMatchObject({ start: "2031-07-14T10:00:00.000Z", end: "2031-07-14T10:45:00.000Z" });
    // Neither: an hour, on day 2's date.
    expect(parsed[2]).toMatchObject({ start: "2031-07-15T09:00:00.000Z", end: "2031-07-15T10:00:00.000Z" });
    // An end before the start is after midnight.
    expect(parsed[3]).toMatchObject({ start: "2031-07-15T21:30:00.000Z", end: "2031-07-15T23:30:00.000Z" });
    expect(ics).not.toMatch(/DTSTART(;VALUE=DATE-TIME)?:\d{8}T\d{6}\r\n/); // never floating
  });

  it("reads New York times with the winter offset and follows daylight saving", () => {
    const plan = createFinalPlan(
      [1, 2].map((day) => ({ activities: [stop({ name: `Walk ${day}`, start_time: "09:00", end_time: "10:00" })] })),
    );
    const winter = parse(
      buildTripCalendar(
        input({
          plan,
          timeZone: "America/New_York",
          preferences: { startDate: "2031-01-20", destinationCity: "New York" },
        }),
      ).ics,
    );
    expect(winter.map((event) => event.start)).toEqual(["2031-01-20T14:00:00.000Z", "2031-01-21T14:00:00.000Z"]);
    // US clocks go forward on Sunday 9 March 2031: day 1 is Saturday, day 2 Sunday.
    const spring = parse(
      buildTripCalendar(
        input({
          plan,
          timeZone: "America/New_York",
          preferences: { startDate: "2031-03-08", destinationCity: "New York" },
        }),
      ).ics,
    );
    expect(spring.map((event) => event.start)).toEqual(["2031-03-08T14:00:00.000Z", "2031-03-09T13:00:00.000Z"]);
  });

  it("fills SUMMARY, LOCATION, GEO and DESCRIPTION, escaping commas, semicolons and newlines in user text", () => {
    const plan = createFinalPlan([
      {
        activities: [
          stop({
            name: 'Bar; Café, "Fado"\nBEGIN:VEVENT',
            start_time: "20:00",
            highlight: "Music, wine; views\nEND:VCALENDAR",
            transport: "Walk",
            entry_fee: "€5, cash only",
            latitude: 38.7105,
            longitude: -9.1342,
          }),
          stop({
            name: "Museum",
            start_time: "09:00",
            address: "Rua A, 12; 1100-001 Lisboa",
            latitude: 38.7,
            longitude: -9.1,
          }),
        ],
      },
    ]);
    const { ics } = buildTripCalendar(input({ plan }));
    expect(ics).toContain('SUMMARY:Bar\\; Café\\, "Fado"\\nBEGIN:VEVENT');
    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(2);
    expect(ics.match(/^END:VCALENDAR/gm)).toHaveLength(1);
    const [bar, museum] = parse(ics);
    expect(bar).toMatchObject({
      summary: 'Bar; Café, "Fado"\nBEGIN:VEVENT',
      location: 'Bar; Café, "Fado"\nBEGIN:VEVENT',
      description: "Highlight: Music, wine; views\nEND:VCALENDAR\nTransport: Walk\nEntry Fee: €5, cash only",
      geo: [38.7105, -9.1342],
    });
    expect(museum).toMatchObject({ location: "Rua A, 12; 1100-001 Lisboa", geo: [38.7, -9.1] });
  });

  it("credits Google Maps on Places stops and writes GEO only for our own coordinates, which calendar apps draw on their maps", () => {
    const plan = createFinalPlan([
      {
        activities: [
          stop({
            name: "Belém Tower",
            start_time: "09:00",
            place_id: "ChIJ-belem",
            source: "places",
            address: "Av. Brasília, 1400-038 Lisboa",
            highlight: "Manueline fort",
            latitude: 38.6916,
            longitude: -9.216,
          }),
          // Saved before stops said where their facts came from: a place id means Places.
          stop({
            name: "Jerónimos",
            start_time: "11:00",
            place_id: "ChIJ-jeronimos",
            latitude: 38.6979,
            longitude: -9.2068,
          }),
          stop({ name: "Alfama walk", start_time: "15:00", source: "guide", latitude: 38.7114, longitude: -9.1301 }),
        ],
      },
    ]);
    const [tower, monastery, walk] = parse(buildTripCalendar(input({ plan })).ics);
    expect(tower).toMatchObject({
      location: "Av. Brasília, 1400-038 Lisboa",
      description: `Highlight: Manueline fort\n${CALENDAR_PLACES_ATTRIBUTION}`,
      geo: null,
    });
    expect(CALENDAR_PLACES_ATTRIBUTION).toBe("Place details: Google Maps");
    expect(monastery).toMatchObject({ description: CALENDAR_PLACES_ATTRIBUTION, geo: null });
    expect(walk).toMatchObject({ description: null, geo: [38.7114, -9.1301] });
  });

  it("escapes the calendar's name and every text, so no value can start a property or an event of its own", () => {
    const injected = "Lisbon\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Free money; call now, ok\\";
    const plan: StructuredPlan = [
      {
        day: 1,
        accommodation_suggestion: "",
        estimated_daily_cost: "",
        activities: [
          stop({
            name: "Tower\r\nBEGIN:VALARM\u0007",
            start_time: "09:00",
            address: "Rua A\nATTENDEE:mailto:x@example.com",
            highlight: "Line one\nLine two\u0000\u001b[31m\u2028",
          }),
        ],
      },
    ];
    const { ics } = buildTripCalendar(
      input({ plan, preferences: { startDate: "2031-07-14", destinationCity: injected } }),
    );
    const lines = ics.split("\r\n");
    // Exactly one event, and no line that a value made up: every property is one the generator wrote.
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line === "END:VCALENDAR")).toHaveLength(1);
    expect(lines.some((line) => /^(SUMMARY:Free|ATTENDEE|BEGIN:VALARM)/.test(line))).toBe(false);
    // No control character but the CRLF line ends, and every line folded to at most 75 octets.
    expect(ics.replaceAll("\r\n", "")).toMatch(SINGLE_LINE_PATTERN);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);

    // The name, unfolded, is one escaped TEXT value.
    const unfolded = ics.replaceAll("\r\n ", "").split("\r\n");
    expect(unfolded.filter((line) => line.startsWith("X-WR-CALNAME:"))).toEqual([
      "X-WR-CALNAME:Trip to Lisbon\\nEND:VCALENDAR\\nBEGIN:VEVENT\\nSUMMARY:Free money\\; call now\\, ok\\\\",
    ]);
    const [event] = parse(ics);
    expect(event?.summary).toBe("Tower\nBEGIN:VALARM ");
    expect(event?.location).toBe("Rua A\nATTENDEE:mailto:x@example.com");
    expect(event?.description).toBe("Highlight: Line one\nLine two  [31m ");
  });

  it("folds a long name and long texts at 75 octets, counting multi-byte characters", () => {
    const { ics } = buildTripCalendar(
      input({ preferences: { startDate: "2031-07-14", destinationCity: "São Paulo ".repeat(12).trim() } }),
    );
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics.replaceAll("\r\n ", "")).toContain(`\r\nX-WR-CALNAME:Trip to ${"São Paulo ".repeat(12).trim()}\r\n`);
  });

  it("keeps event ids stable across exports and distinct between travellers", () => {
    const first = parse(buildTripCalendar(input()).ics).map((event) => event.uid);
    const again = parse(buildTripCalendar(input({ now: new Date() })).ics).map((event) => event.uid);
    const other = parse(buildTripCalendar(input({ namespace: "user-2" })).ics).map((event) => event.uid);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(4);
    expect(other.some((uid) => first.includes(uid))).toBe(false);
  });

  it("exports an empty calendar when no activity has a time", () => {
    const plan = createFinalPlan([{ activities: [stop({ name: "Anything" })] }]);
    const { ics, events } = buildTripCalendar(input({ plan }));
    expect(events).toBe(0);
    expect(parse(ics)).toEqual([]);
  });
});

describe("tripTimeZone", () => {
  it("takes the zone most located stops are in", () => {
    const plan = createFinalPlan([
      {
        activities: [
          stop({ latitude: 40.758, longitude: -73.9855 }),
          stop({ latitude: 40.7484, longitude: -73.9857 }),
          // A stop placed in Lisbon by mistake does not move the trip.
          stop({ latitude: 38.7, longitude: -9.1 }),
          stop({ latitude: 0, longitude: 0 }),
        ],
      },
    ]);
    expect(tripTimeZone(plan, resolveTripOf(createTrip({ destinationCity: "Lisbon" })))).toBe("America/New_York");
  });

  it("falls back to the resolved trip's city centre when no stop is located", () => {
    const plan = createFinalPlan([{ activities: [stop({ name: "Somewhere" })] }]);
    const zoneFor = (destinationCity: string) => tripTimeZone(plan, resolveTripOf(createTrip({ destinationCity })));
    expect(zoneFor("Lisbon")).toBe("Europe/Lisbon");
    expect(zoneFor("Osaka, Japan")).toBe("Asia/Tokyo");
    expect(zoneFor("Qqqzzzville")).toBeNull();
  });

  it("reads the city centre only from the trip it is given, never from text", () => {
    const plan = createFinalPlan([{ activities: [stop({ name: "Somewhere" })] }]);
    expect(tripTimeZone(plan, { cityCentre: { lat: 35.6762, lng: 139.6503 } })).toBe("Asia/Tokyo");
    expect(tripTimeZone(plan, { cityCentre: null })).toBeNull();
  });
});
