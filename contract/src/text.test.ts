import { describe, expect, it } from "vitest";
import { CreateCheckoutSessionRequest } from "./api/create-checkout-session.ts";
import { GenerateItineraryRequest } from "./api/generate-itinerary.ts";
import { SaveItineraryRequest } from "./api/saved-itineraries.ts";
import { SearchCitiesQuery } from "./api/search-cities.ts";
import { MULTI_LINE_MESSAGE, scrubControlCharacters, SINGLE_LINE_MESSAGE } from "./text.ts";
import { createTimedStop, createTrip } from "./testing/data-generators.ts";

const trip = createTrip();
const stop = createTimedStop({ transport: "Tram 15", time: "09:00" });
const plan = (activity: Record<string, unknown>, day: Record<string, unknown> = {}) => ({
  preferences: trip,
  itinerary: [
    { day: 1, accommodation_suggestion: "", estimated_daily_cost: "", activities: [{ ...stop, ...activity }], ...day },
  ],
});

/** Each problem as "path: message", the way the API's 400 detail names the field. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("control characters in the contract's text fields", () => {
  it("refuses CR, LF and other controls in every one-line field, naming the field", () => {
    for (const bad of [
      "Lisbon\r\nBEGIN:VEVENT",
      "Lisbon\nX",
      "Lis\u0000bon",
      "Lis\tbon",
      "Lis\u0085bon",
      "Lis\u2028bon",
      "Lis\u202Ebon",
      "Lis\u007Fbon",
    ]) {
      expect(
        problems(GenerateItineraryRequest.safeParse({ ...trip, destinationCity: bad })),
        JSON.stringify(bad),
      ).toEqual([`destinationCity: ${SINGLE_LINE_MESSAGE}`]);
    }
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, departureCity: "Porto\rX" }))).toEqual([
      `departureCity: ${SINGLE_LINE_MESSAGE}`,
    ]);
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, locations: ["Sintra", "Cascais\n"] }))).toEqual([]);
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, locations: ["Sintra", "Cas\ncais"] }))).toEqual([
      `locations.1: ${SINGLE_LINE_MESSAGE}`,
    ]);
    expect(problems(SaveItineraryRequest.safeParse(plan({ name: "Tower\r\nEND:VEVENT" })))).toEqual([
      `itinerary.0.activities.0.name: ${SINGLE_LINE_MESSAGE}`,
    ]);
    for (const field of [
      "transport",
      "opening_hours",
      "entry_fee",
      "address",
      "place_id",
      "time",
      "category",
      "postcode",
    ]) {
      expect(problems(SaveItineraryRequest.safeParse(plan({ [field]: "a\nb" }))), field).toEqual([
        `itinerary.0.activities.0.${field}: ${SINGLE_LINE_MESSAGE}`,
      ]);
    }
    expect(problems(SaveItineraryRequest.safeParse(plan({}, { estimated_daily_cost: "$5\n" + "x" })))).toEqual([
      `itinerary.0.estimated_daily_cost: ${SINGLE_LINE_MESSAGE}`,
    ]);
    expect(problems(SaveItineraryRequest.safeParse(plan({}, { declined: ["Old\u0007"] })))).toEqual([
      `itinerary.0.declined.0: ${SINGLE_LINE_MESSAGE}`,
    ]);
    expect(problems(CreateCheckoutSessionRequest.safeParse({ price_id: "price_1\nX" }))).toEqual([
      `price_id: ${SINGLE_LINE_MESSAGE}`,
    ]);
    expect(problems(SearchCitiesQuery.safeParse({ q: "Lis\u0000" }))).toEqual([`q: ${SINGLE_LINE_MESSAGE}`]);
  });

  it("refuses them in the rest of a plan's one-line fields too: titles, notes, dinner, photo credits and their links", () => {
    const credit = { name: "Aiko", uri: "https://maps.google.com/maps/contrib/1" };
    const at = (value: string): [string, Record<string, unknown>, Record<string, unknown>][] => [
      ["activities.0.title", { title: value }, {}],
      ["activities.0.id", { id: value }, {}],
      ["activities.0.parking_spot", { parking_spot: value }, {}],
      ["activities.0.image_urls.0", { image_urls: [value] }, {}],
      ["activities.0.image_attribution.name", { image_attribution: { ...credit, name: value } }, {}],
      ["activities.0.image_attribution.uri", { image_attribution: { ...credit, uri: `${credit.uri}${value}` } }, {}],
      [
        "activities.0.image_attributions.0.uri",
        { image_attributions: [{ ...credit, uri: `${credit.uri}${value}` }] },
        {},
      ],
      ["note", {}, { note: value }],
      ["dinner.name", {}, { dinner: { name: value, time: "19:30" } }],
      ["dinner.area", {}, { dinner: { name: "Taberna", time: "19:30", area: value } }],
    ];
    expect(problems(SaveItineraryRequest.safeParse(plan({ image_attribution: credit })))).toEqual([]);
    // Not only line breaks: NUL, NEL (a line break too) and a bidi override pass a pattern that only refuses spaces.
    for (const bad of ["a\nb", "a\u0000b", "a\u0085b", "a\u202Eb", "a\u2066b"]) {
      for (const [path, activity, day] of at(bad)) {
        expect(
          problems(SaveItineraryRequest.safeParse(plan(activity, day))),
          `${path} ${JSON.stringify(bad)}`,
        ).toContain(`itinerary.0.${path}: ${SINGLE_LINE_MESSAGE}`);
      }
    }
  });

  it("keeps line breaks in free-text fields but refuses other controls there", () => {
    const notes = {
      dietaryNeeds: "vegetarian\nno nuts",
      mobilityNeeds: "step-free\r\nplease",
      specialRequests: ["a quiet\nday"],
      suggestion: "more food\nless walking",
    };
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, ...notes }))).toEqual([]);
    expect(
      problems(
        SaveItineraryRequest.safeParse({
          ...plan({ highlight: "Views\nand more" }, { accommodation_suggestion: "Chiado\nor Baixa" }),
          summary_text: "Day 1\nDay 2",
        }),
      ),
    ).toEqual([]);

    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, suggestion: "more food\u0000" }))).toEqual([
      `suggestion: ${MULTI_LINE_MESSAGE}`,
    ]);
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, dietaryNeeds: "vegan\u001b[2J" }))).toEqual([
      `dietaryNeeds: ${MULTI_LINE_MESSAGE}`,
    ]);
    expect(problems(GenerateItineraryRequest.safeParse({ ...trip, specialRequests: ["a\u2029b"] }))).toEqual([
      `specialRequests.0: ${MULTI_LINE_MESSAGE}`,
    ]);
    expect(problems(SaveItineraryRequest.safeParse({ ...plan({}), summary_text: "x\u0008" }))).toEqual([
      `summary_text: ${MULTI_LINE_MESSAGE}`,
    ]);
  });

  it("still accepts ordinary text in every script, with its punctuation", () => {
    for (const city of [
      "São Paulo",
      "Kyōto",
      "Zürich",
      "Ho Chi Minh City",
      "تونس",
      "תל אביב",
      "Saint-Étienne, France",
      "Québec (QC)",
    ]) {
      expect(problems(GenerateItineraryRequest.safeParse({ ...trip, destinationCity: city })), city).toEqual([]);
    }
  });
});

describe("scrubControlCharacters", () => {
  it("makes text stored before the rules pass them, keeping free text's line breaks", () => {
    const old = {
      preferences: { ...trip, destinationCity: "Lisbon\r\n", dietaryNeeds: "vegan\nno nuts\u0000" },
      itinerary: [
        {
          day: 1,
          accommodation_suggestion: "Chiado\nor Baixa",
          estimated_daily_cost: "",
          activities: [{ ...stop, opening_hours: "Mon–Fri 9–17\nSat 10–14", highlight: "Views\nand more\u0007" }],
        },
      ],
      summary_text: "Day 1\nDay 2",
    };
    const scrubbed = scrubControlCharacters(old);
    expect(problems(SaveItineraryRequest.safeParse(old)).length).toBeGreaterThan(0);
    expect(problems(SaveItineraryRequest.safeParse(scrubbed))).toEqual([]);
    expect(scrubbed.itinerary[0]!.activities[0]).toMatchObject({
      opening_hours: "Mon–Fri 9–17 Sat 10–14",
      highlight: "Views\nand more ",
    });
    expect(scrubbed.preferences.dietaryNeeds).toBe("vegan\nno nuts ");
    expect(scrubbed.summary_text).toBe("Day 1\nDay 2");
    const stamp = new Date(0);
    expect(scrubControlCharacters({ at: stamp }).at).toBe(stamp);
  });
});
