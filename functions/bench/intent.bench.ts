// Offline revision figures: the intent parser alone, and whole revisions of a 14-day plan (parse,
// apply, repair, order) for the kinds of request travellers send.
import { TripPreferences } from "@itinerary/contract";
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { parseRequest } from "../src/planning/generators/offline/intent/parse.ts";
import { planDraft } from "../src/planning/generators/offline/planner.ts";
import { reviseDraft } from "../src/planning/generators/offline/revise.ts";
import { measure, report } from "./harness.ts";

const paris = DESTINATIONS.find((d) => d.name === "Paris")!;
const prefs = (numberOfDays: number) =>
  TripPreferences.parse({
    startDate: "2031-06-02",
    numberOfDays,
    destinationCity: "Paris",
    travelPace: "Balanced",
    accommodation: ["Hotel"],
    interests: ["Culture"],
  });
const long =
  "I don't like churches but love museums, skip the luvre and add a day trip to Versailles. Also swap day 2 and day 3";
console.log(`destination: Paris (${paris.places.length} places)`);
report(
  await measure(
    'parse a short request ("more time at the Louvre")',
    () => parseRequest("more time at the Louvre", paris.places, ["Paris"]),
    300,
    30,
  ),
);
report(
  await measure(
    "parse a 5-part request with a misspelling",
    () => parseRequest(long, paris.places, ["Paris"]),
    300,
    30,
  ),
  20,
);
for (const days of [3, 14]) {
  const preferences = prefs(days);
  const draft = planDraft(preferences).itinerary;
  for (const request of [
    "I don't like churches",
    "add a day trip to Versailles",
    "swap day 2 and day 3",
    "more time at the Louvre",
    "let's start with the Montmartre day",
    "if it rains on day 2, museums that day",
    "no more than four stops",
  ]) {
    report(
      await measure(`revise ${days} days: "${request}"`, () => reviseDraft(draft, request, preferences), 50, 5),
      days === 14 ? 250 : undefined,
    );
  }
}
