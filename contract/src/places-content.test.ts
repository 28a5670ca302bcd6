import { describe, expect, it } from "vitest";
import { Activity, photoCredits, isPlacesContent } from "./itinerary.ts";

describe("Places content of a stop", () => {
  it("is marked by source, and by a place id on stops saved before the field existed", () => {
    expect(isPlacesContent({ source: "places" })).toBe(true);
    expect(isPlacesContent({ source: "guide", place_id: "ChIJ-x" })).toBe(false);
    expect(isPlacesContent({ place_id: "ChIJ-x" })).toBe(true);
    expect(isPlacesContent({ place_id: "  " })).toBe(false);
    expect(isPlacesContent({})).toBe(false);
    expect(() => Activity.parse({ name: "X", source: "gemini" })).toThrow();
  });

  it("credits every author of a photo, falling back to the single credit older plans carry", () => {
    const all = [{ name: "Ana" }, { name: "Rui", uri: "https://maps.google.com/maps/contrib/2" }];
    expect(photoCredits(Activity.parse({ name: "X", image_attribution: all[0], image_attributions: all }))).toEqual(
      all,
    );
    expect(photoCredits({ image_attribution: { name: "Ana" } })).toEqual([{ name: "Ana" }]);
    expect(photoCredits({})).toEqual([]);
    expect(() =>
      Activity.parse({ name: "X", image_attributions: [{ name: "A", uri: "javascript:alert(1)" }] }),
    ).toThrow();
  });
});
