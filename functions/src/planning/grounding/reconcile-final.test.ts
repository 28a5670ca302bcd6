import type { DraftDay, FinalDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { distanceKm } from "../geo/geo.ts";
import { toMinutes } from "../model/hours.ts";
import { planDraft } from "../generators/offline/planner.ts";
import { CITY_DEPARTURE } from "../scheduling/simulate-day.ts";
import { travelLeg } from "../scheduling/travel.ts";
import { paceDayFor } from "../scheduling/pace-day.ts";
import { reconcileFinalDay, reconcileFromStays, reconcileModelFinal } from "./reconcile-final.ts";
import { createStayFinder } from "./stay-point.ts";
import { resolveTrip } from "../trip/resolved-trip.ts";
import { createTrip } from "../../../test/data-generators.ts";

/** A model's final plan as Gemini answers it: the draft's stops, its own times, a stay per day, a leg "from the centre". */
function modelFinal(draft: readonly DraftDay[], accommodation: string): FinalDay[] {
  return draft.map((day) => ({
    day: day.day,
    accommodation_suggestion: accommodation,
    estimated_daily_cost: "$180",
    estimated_daily_cost_usd: 180,
    activities: day.activities.map((activity, k) => ({
      ...activity,
      transport: k === 0 ? "Metro or bus from the city centre" : activity.transport,
      time: "10:00 - 11:00",
      start_time: "10:00",
      end_time: "11:00",
    })),
  }));
}

const preferencesFor = (destinationCity: string, extra: Record<string, unknown> = {}) =>
  createTrip({ startDate: "2031-05-06", numberOfDays: 3, destinationCity, travelPace: "Balanced", ...extra });

describe("a model's final plan, timed from each day's stay", () => {
  it("measures every day's first leg from the stay area, names mode and time, and starts the day after that leg", async () => {
    const preferences = preferencesFor("Lisbon");
    const plan = modelFinal(planDraft(preferences).itinerary, "Hotel in Chiado, about $150 a night");
    const stays = createStayFinder({ trip: resolveTrip({ destination: "Lisbon" }), places: null });
    const result = await reconcileFromStays(
      { structured_plan: plan, summary_text: "Lisbon.", notifications: [] },
      preferences,
      stays,
    );
    const stay = (await stays.stayOf(plan[0]!))!;
    for (const day of result.structured_plan) {
      const first = day.activities[0]!;
      expect(first.transport).toMatch(
        /^From Baixa and Chiado: (walk [\d.]+ km \(\d+ min\)|metro or tram, about [\d.]+ km \(\d+ min\))$/,
      );
      for (const activity of day.activities) expect(activity.transport).not.toMatch(/Metro or bus/i);
      const leg = travelLeg("Public", distanceKm(stay.point, { lat: first.latitude!, lng: first.longitude! }), {
        transitName: "Metro or tram",
      });
      expect(toMinutes(first.start_time!)).toBeGreaterThanOrEqual(CITY_DEPARTURE + leg.minutes);
      expect(day.accommodation_suggestion).toBe("Hotel in Chiado, about $150 a night");
    }
    // Without stays, as before: the first stop keeps the model's own line, measured from nowhere.
    const unmeasured = reconcileModelFinal({ structured_plan: plan, summary_text: "", notifications: [] }, preferences);
    expect(unmeasured.structured_plan[0]!.activities[0]!.transport).toBe("Metro or bus from the city centre");
  });

  it("shapes a model's days to the pace as the offline planner's are: a Balanced day runs into the early evening or says why not", async () => {
    const preferences = preferencesFor("Lisbon", { numberOfDays: 4 });
    const plan = modelFinal(planDraft(preferences).itinerary, "Hotel in Chiado, about $150 a night");
    const result = reconcileModelFinal({ structured_plan: plan, summary_text: "", notifications: [] }, preferences);
    const { endsFrom, start } = paceDayFor(preferences);
    let stretched = 0;
    for (const day of result.structured_plan) {
      const ends = day.activities.map((activity) => toMinutes(activity.end_time!));
      expect(toMinutes(day.activities[0]!.start_time!)).toBeGreaterThanOrEqual(start);
      expect(Math.max(...ends) >= endsFrom || Boolean(day.note)).toBe(true);
      const longer = day.activities.filter((activity) => {
        const planned = plan[day.day - 1]!.activities.find((stop) => stop.name === activity.name)!;
        return activity.duration_minutes! > planned.duration_minutes!;
      });
      if (longer.length > 0) stretched++;
    }
    // The model's stops were lingered over, not left at its own lengths.
    expect(stretched).toBeGreaterThan(0);
  });

  it("takes the ferry from the stay to an island, never the subway across the water", async () => {
    const preferences = preferencesFor("New York", { numberOfDays: 1, travelPace: "Chill" });
    const liberty = {
      name: "Statue of Liberty and Ellis Island",
      latitude: 40.6892,
      longitude: -74.0445,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
      duration_minutes: 240,
    };
    const battery = {
      name: "The Battery",
      latitude: 40.7033,
      longitude: -74.017,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
      duration_minutes: 45,
    };
    const [day] = modelFinal([{ day: 1, activities: [liberty, battery] }], "Hotel near Times Square");
    const stays = createStayFinder({ trip: resolveTrip({ destination: "New York" }), places: null });
    const timed = (await reconcileFinalDay(day!, day!, preferences, stays))!;
    expect(timed.activities[0]!.transport).toMatch(/^From Midtown Manhattan: ferry, about \d+(\.\d)? km \(/i);
    expect(timed.activities[0]!.transport).not.toMatch(/subway/i);
  });

  it("in a city without curated transit says public transport, measured from the middle of the day", async () => {
    const preferences = preferencesFor("Ljubljana, Slovenia", { numberOfDays: 1, travelPace: "Chill" });
    const castle = {
      name: "Ljubljana Castle",
      latitude: 46.0489,
      longitude: 14.5087,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
    };
    const park = {
      name: "Tivoli Park",
      latitude: 46.0546,
      longitude: 14.4966,
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
    };
    const [day] = modelFinal([{ day: 1, activities: [castle, park] }], "Guesthouse in the Old Town");
    const timed = (await reconcileFinalDay(
      day!,
      day!,
      preferences,
      createStayFinder({ trip: resolveTrip({ destination: "Ljubljana, Slovenia" }), places: null }),
    ))!;
    expect(timed.activities[0]!.transport).toMatch(
      /^From Old Town: (walk [\d.]+ km|public transport, about [\d.]+ km) \(\d+ min\)$/,
    );
    expect(timed.activities.map((a) => a.transport).join(" ")).not.toMatch(/metro|subway/i);
  });
});
