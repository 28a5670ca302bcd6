import type { FinalDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { wayBackText } from "./way-back.ts";

const stay = { lat: 38.7119, lng: -9.1419 };
const stop = (name: string, latitude: number | null, longitude: number | null, category = "Culture") => ({
  id: name,
  name,
  category,
  latitude,
  longitude,
});
const day = (activities: ReturnType<typeof stop>[], dinner?: FinalDay["dinner"]): FinalDay =>
  ({ day: 1, accommodation_suggestion: "", estimated_daily_cost: "", activities, dinner }) as FinalDay;
const walker = { transport: "Walk", mobilityNeeds: "" } as const;

describe("wayBackText", () => {
  it("goes back from the last stop, or from dinner when the plan placed it", () => {
    const back = wayBackText(stay, "Casa do Largo", walker, "Metro or tram");
    // About 0.9 km east of the stay, as the crow flies.
    const alfama = stop("Alfama", 38.7114, -9.1301);
    expect(back(day([alfama]))).toMatch(/^Back to Casa do Largo: walk 1\.\d km \(1\d min\)$/);
    const dinner = { name: "Taberna", time: "20:00", latitude: 38.7119, longitude: -9.1425 };
    expect(back(day([alfama], dinner))).toBe("Back to Casa do Largo: walk 0.1 km (1 min)");
  });

  it("rides where the traveller would, by the city's own transit, and says so", () => {
    const back = wayBackText(stay, "Casa do Largo", { transport: "Public", mobilityNeeds: "" }, "Metro or tram");
    expect(back(day([stop("Belém Tower", 38.6916, -9.216)]))).toMatch(
      /^Back to Casa do Largo: metro or tram, about 8\.\d km \(\d+ min\)$/,
    );
    const careful = wayBackText(stay, "Casa do Largo", { transport: "Public", mobilityNeeds: "knee" }, "Metro or tram");
    expect(careful(day([stop("Belém Tower", 38.6916, -9.216)]))).toMatch(
      /^Back to Casa do Largo: taxi or step-free metro or tram/,
    );
  });

  it("says nothing it cannot know: a day trip's return, an end off the map, an empty day", () => {
    const back = wayBackText(stay, "Casa do Largo", walker, undefined);
    expect(back(day([stop("Sintra", 38.8, -9.39, "daytrip")]))).toBeNull();
    expect(back(day([stop("Alfama", 38.7114, -9.1301), stop("Somewhere", null, null)]))).toBeNull();
    expect(back(day([]))).toBeNull();
  });
});
