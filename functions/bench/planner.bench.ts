// Offline planner figures: draft generation by trip length, finalize, and route ordering by stop count.
import { TripPreferences, type DraftDay } from "@itinerary/contract";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { planDraft } from "../src/planning/generators/offline/planner.ts";
import { draftTrip, finalizeTrip } from "../src/planning/pipeline/pipeline.ts";
import { PlacesBudget } from "../src/planning/grounding/places-budget.ts";
import { resolveTripOf } from "../src/planning/trip/resolved-trip.ts";
import { testDestination } from "../src/planning/guide/test-destination.ts";
import { finalizePlan } from "../src/planning/scheduling/schedule.ts";
import { nearestNeighbourOrder, orderStops } from "../src/planning/geo/routing.ts";
import { measure, report } from "./harness.ts";

const destination = DESTINATIONS.find((d) => d.places.length >= 90) ?? testDestination();
const destinations = DESTINATIONS.includes(destination) ? DESTINATIONS : [destination];
const prefs = (numberOfDays: number) =>
  TripPreferences.parse({
    startDate: "2031-06-02",
    numberOfDays,
    destinationCity: destination.name,
    travelPace: "Intense",
    accommodation: ["Hotel"],
    interests: ["Culture", "Food", "Historical"],
    totalBudget: 5000,
  });

console.log(`destination: ${destination.name} (${destination.places.length} places), Action-Packed pace`);
const generator = createOfflineGenerator({ destinations });
// What a traveller waits for (less HTTP and metering): the draft as the endpoint makes it, grounded and ordered.
const pipeline = (preferences: TripPreferences, plan?: DraftDay[]) => ({
  generator,
  trip: resolveTripOf(preferences, plan, generator.guide),
  places: null,
  budget: new PlacesBudget(Infinity),
  photos: null,
});
for (const days of [1, 7, 14]) {
  const label = `offline draft, ${days} day${days === 1 ? "" : "s"} (plan + grounding + order)`;
  report(
    await measure(label, () => draftTrip(prefs(days), "", pipeline(prefs(days))), 200, 20),
    days === 14 ? 50 : undefined,
  );
}
report(await measure("  planning alone, 14 days", () => planDraft(prefs(14), destinations), 200, 20));
const fourteen = prefs(14);
const draft = planDraft(fourteen, destinations).itinerary;
report(
  await measure(
    "offline final plan, 14 days (grounding + budget)",
    () => finalizeTrip(draft, fourteen, pipeline(fourteen, draft)),
    100,
    10,
  ),
);
report(
  await measure("finalizePlan (schedule + costs + summary), 14 days", () => finalizePlan(draft, fourteen), 100, 10),
);

let state = 7;
const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
for (const count of [6, 12, 90]) {
  const stops = Array.from({ length: count }, () => ({
    lat: destination.lat + (random() - 0.5) * 0.1,
    lng: destination.lng + (random() - 0.5) * 0.1,
  }));
  report(await measure(`route ordering NN + 2-opt, ${count} stops`, () => orderStops(stops), count > 50 ? 50 : 500, 5));
  report(await measure(`  nearest neighbour only, ${count} stops`, () => nearestNeighbourOrder(stops), 500, 20));
}
