// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MapDay } from "./types";

// With a key set, TripMap must choose Google Maps. jsdom never runs the Maps script, so these tests
// cover what happens before it loads and when Google rejects the key; the drawn map itself is
// checked in Chromium against the fake Maps JavaScript API (e2e/google-maps.spec.ts).
vi.mock("../../config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../config/env")>();
  return { env: { ...actual.env, googleMapsApiKey: "test-key" } };
});

// Loaded first, as the city field loads it on the planner before any map is shown.
const { forgetMapsKeyRejection } = await import("../../lib/google-maps-loader");
const { TripMap } = await import("./trip-map");
const { GOOGLE_KEY_REJECTED_TEXT, GOOGLE_LOAD_FAILED_TEXT, pinOptions } = await import("./google-map-adapter");
const { buildMapModel } = await import("./map-model");

const days: MapDay[] = [
  {
    day: 1,
    activities: [
      { id: "a", name: "Belém Tower", latitude: 38.6916, longitude: -9.216 },
      { id: "b", name: "Alfama", latitude: 38.7114, longitude: -9.1301 },
    ],
  },
];

afterEach(() => {
  cleanup();
  forgetMapsKeyRejection();
});

describe("TripMap with a Google Maps key", () => {
  it("loads the weekly Maps JavaScript API with the key and the places and marker libraries, showing the placeholder meanwhile", async () => {
    render(<TripMap days={days} />);
    const script = await vi.waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]');
      if (!found) throw new Error("no Maps script yet");
      return found;
    });
    const url = new URL(script.src);
    expect(url.searchParams.get("key")).toBe("test-key");
    expect(url.searchParams.get("v")).toBe("weekly");
    expect(url.searchParams.get("libraries")).toBe("places,marker");
    expect(screen.getByRole("status").textContent).toBe("Loading map…");
    // No Leaflet is fetched or drawn on this path.
    expect(document.querySelector(".leaflet-container")).toBeNull();
  });

  it("says clearly that the key was rejected instead of leaving Google's grey box", async () => {
    render(<TripMap days={days} />);
    await vi.waitFor(() => expect(typeof window.gm_authFailure).toBe("function"));
    act(() => window.gm_authFailure!());
    expect(screen.getByRole("alert").textContent).toBe(GOOGLE_KEY_REJECTED_TEXT);
  });

  it("says the key was rejected when Google said so before the map was shown (the city field loaded the script)", async () => {
    // Google calls gm_authFailure once, when the script authenticates; a map shown later must still know.
    act(() => window.gm_authFailure?.());
    render(<TripMap days={days} />);
    expect((await screen.findByRole("alert")).textContent).toBe(GOOGLE_KEY_REJECTED_TEXT);
    expect(document.querySelector("[data-map-adapter]")).toBeNull();
  });

  it("says the map could not be loaded when the Maps script fails (offline), not a blank box", async () => {
    render(<TripMap days={days} />);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The loader retries three times, each with a fresh script tag; every attempt fails here.
    await vi.waitFor(
      () => {
        act(() => {
          document
            .querySelector('script[src^="https://maps.googleapis.com/maps/api/js"]')
            ?.dispatchEvent(new Event("error"));
        });
        expect(screen.getByRole("alert").textContent).toBe(GOOGLE_LOAD_FAILED_TEXT);
      },
      { timeout: 5_000, interval: 30 },
    );
    expect(screen.queryByText("Loading map…")).toBeNull();
    logged.mockRestore();
  });
});

describe("the Advanced Marker pin of a stop", () => {
  it("carries the stop's number as its glyph in its day's colours, and grows with a dark ring when selected", () => {
    const [first, second] = buildMapModel(days).markers;
    expect(pinOptions(second!, false)).toEqual({
      background: second!.colour.fill,
      borderColor: "#ffffff",
      glyph: "2",
      glyphColor: second!.colour.text,
      scale: 1,
    });
    expect(pinOptions(first!, true)).toMatchObject({ glyph: "1", borderColor: "#111827", scale: 1.3 });
  });

  it("grows a little with the dark ring while its card is under the pointer or focus, less than when selected", () => {
    const [first] = buildMapModel(days).markers;
    expect(pinOptions(first!, false, true)).toMatchObject({ borderColor: "#111827", scale: 1.2 });
    expect(pinOptions(first!, true, true)).toMatchObject({ scale: 1.3 });
  });
});
