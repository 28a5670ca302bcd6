import { describe, expect, it } from "vitest";
import { createSavedItinerary } from "../../testing/data-generators";
import { fromLive } from "./trip-live";

describe("fromLive", () => {
  it("shows a companion's saved trip from the live record, keeping the photos of stops still there", () => {
    const current = createSavedItinerary({ id: "trip-1", destination: "Lisbon", savedAt: "2026-11-23T12:00:00.000Z" });
    const [first] = current.itinerary[0]!.activities;
    current.itinerary[0]!.activities[0] = { ...first!, place_id: "ChIJ-belem", image_urls: ["https://photos/belem"] };
    const itinerary = structuredClone(current.itinerary).map((day) => ({
      ...day,
      activities: day.activities.map(({ image_urls: _links, ...stop }) => ({ ...stop, highlight: "Changed" })),
    }));
    const savedAtMs = Date.parse("2026-11-23T12:05:00.000Z");
    const shown = fromLive(current, {
      saved_at_ms: savedAtMs,
      saved_by_uid: "ben",
      saved_by_name: "Ben",
      plan: { preferences: current.preferences, itinerary, summary_text: "Ben's summary." },
    });
    expect(shown.id).toBe("trip-1");
    expect(shown.saved_at).toBe("2026-11-23T12:05:00.000Z");
    expect(shown.summary_text).toBe("Ben's summary.");
    expect(shown.itinerary[0]!.activities[0]).toMatchObject({
      highlight: "Changed",
      image_urls: ["https://photos/belem"],
    });
    expect(shown.itinerary.flatMap((day) => day.activities).every((stop) => stop.highlight === "Changed")).toBe(true);
  });
});
