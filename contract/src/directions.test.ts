/// <reference types="node" />
import { describe, expect, it } from "vitest";
import {
  buildDayRouteLink,
  buildDirectionsLink,
  buildStopDirectionsLink,
  NOT_ENOUGH_ACTIVITIES,
} from "./directions.ts";

/** The link's query as Google reads it: decoded values, in order. */
function query(link: string | null): URLSearchParams {
  expect(link).not.toBeNull();
  const url = new URL(link!);
  expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/dir/");
  return url.searchParams;
}

const belem = { name: "Belém Tower", latitude: 38.6916, longitude: -9.216 };
const jeronimos = { name: "Jerónimos Monastery", latitude: 38.6979, longitude: -9.2068 };
const alfama = { name: "Alfama", latitude: 38.7114, longitude: -9.1301 };
const castle = { name: "São Jorge Castle", latitude: 38.7139, longitude: -9.1335 };

describe("buildDirectionsLink", () => {
  it("returns null for fewer than two usable stops", () => {
    expect(buildDirectionsLink([], "Drive")).toBeNull();
    expect(buildDirectionsLink([belem], "Drive", "Lisbon")).toBeNull();
    expect(buildDirectionsLink([belem, { name: "  " }], "Drive", "Lisbon")).toBeNull();
    expect(NOT_ENOUGH_ACTIVITIES).toBe("Not enough activities to create a route for this day.");
  });

  it("routes origin, waypoints in order and destination with api=1 first", () => {
    const link = buildDirectionsLink([belem, jeronimos, alfama, castle], "Drive", "Lisbon");
    expect(link!.startsWith("https://www.google.com/maps/dir/?api=1&")).toBe(true);
    const params = query(link);
    expect(params.get("api")).toBe("1");
    expect(params.get("origin")).toBe("Belém Tower, Lisbon");
    expect(params.get("destination")).toBe("São Jorge Castle, Lisbon");
    expect(params.get("waypoints")).toBe("Jerónimos Monastery, Lisbon|Alfama, Lisbon");
    expect(params.get("travelmode")).toBe("driving");
    expect(params.has("origin_place_id")).toBe(false);
    expect(params.has("waypoint_place_ids")).toBe(false);
  });

  it("sends no waypoints for a two-stop day", () => {
    const params = query(buildDirectionsLink([belem, castle], "Walk", "Lisbon"));
    expect(params.has("waypoints")).toBe(false);
    expect(params.get("travelmode")).toBe("walking");
  });

  it("encodes the waypoint separator and every reserved or non-ASCII character", () => {
    const link = buildDirectionsLink(
      [{ name: "Fish & Chips #1" }, { name: "A+B Café 50%" }, { name: "東京タワー" }, { name: "Bar?x=1" }],
      "Drive",
      "Tōkyō",
    )!;
    const raw = link.slice(link.indexOf("?") + 1);
    // Only the parameter separators are literal: no stray &, #, +, |, space or non-ASCII byte.
    expect(raw.split("&").map((pair) => pair.split("=")[0])).toEqual([
      "api",
      "origin",
      "destination",
      "waypoints",
      "travelmode",
    ]);
    expect(raw).not.toMatch(/[#+| ?]/);
    expect(raw).toMatch(/^[\x21-\x7e]+$/);
    expect(raw).toContain("waypoints=A%2BB%20Caf%C3%A9%2050%25%2C%20T%C5%8Dky%C5%8D%7C%E6%9D%B1");
    const params = query(link);
    expect(params.get("origin")).toBe("Fish & Chips #1, Tōkyō");
    expect(params.get("waypoints")).toBe("A+B Café 50%, Tōkyō|東京タワー, Tōkyō");
    expect(params.get("destination")).toBe("Bar?x=1, Tōkyō");
  });

  it("keeps a name containing a pipe as one stop", () => {
    const params = query(buildDirectionsLink([belem, { name: "Rock | Roll Bar" }, castle], "Drive", "Lisbon"));
    expect(params.get("waypoints")).toBe("Rock Roll Bar, Lisbon");
    expect(params.get("waypoints")!.split("|")).toHaveLength(1);
  });

  it("adds place ids for origin, destination and waypoints, keeping names as the readable fallback", () => {
    const params = query(
      buildDirectionsLink(
        [
          { ...belem, place_id: "ChIJ-belem" },
          { ...jeronimos, place_id: "ChIJ-jeronimos" },
          { ...alfama, place_id: "ChIJ-alfama" },
          { ...castle, place_id: "ChIJ-castle" },
        ],
        "Drive",
        "Lisbon",
      ),
    );
    expect(params.get("origin")).toBe("Belém Tower, Lisbon");
    expect(params.get("origin_place_id")).toBe("ChIJ-belem");
    expect(params.get("destination_place_id")).toBe("ChIJ-castle");
    expect(params.get("waypoints")).toBe("Jerónimos Monastery, Lisbon|Alfama, Lisbon");
    expect(params.get("waypoint_place_ids")).toBe("ChIJ-jeronimos|ChIJ-alfama");
  });

  it("sends waypoint place ids only when every waypoint has one, since Google pairs them by position", () => {
    const params = query(
      buildDirectionsLink(
        [{ ...belem, place_id: "ChIJ-belem" }, { ...jeronimos, place_id: "ChIJ-j" }, alfama, castle],
        "Drive",
        "Lisbon",
      ),
    );
    expect(params.get("origin_place_id")).toBe("ChIJ-belem");
    expect(params.has("destination_place_id")).toBe(false);
    expect(params.has("waypoint_place_ids")).toBe(false);
    expect(params.get("waypoints")).toBe("Jerónimos Monastery, Lisbon|Alfama, Lisbon");
  });

  it("does not repeat the city a name already carries, and prefers an address over the city", () => {
    const params = query(
      buildDirectionsLink(
        [
          { name: "Lisbon Cathedral" },
          { name: "Time Out Market", address: "Av. 24 de Julho 49, 1200-479 Lisboa" },
          { name: "LX Factory", address: "LX Factory, R. Rodrigues de Faria 103, Lisboa" },
        ],
        "Drive",
        "Lisbon",
      ),
    );
    expect(params.get("origin")).toBe("Lisbon Cathedral");
    expect(params.get("waypoints")).toBe("Time Out Market, Av. 24 de Julho 49, 1200-479 Lisboa");
    expect(params.get("destination")).toBe("LX Factory, R. Rodrigues de Faria 103, Lisboa");
  });

  it("uses the bare name when no city is given", () => {
    const params = query(buildDirectionsLink([belem, castle], "Drive"));
    expect(params.get("origin")).toBe("Belém Tower");
    expect(params.get("destination")).toBe("São Jorge Castle");
  });

  it("maps each transport preference to a Google travel mode", () => {
    const mode = (transport: Parameters<typeof buildDirectionsLink>[1]) =>
      query(buildDirectionsLink([belem, castle], transport, "Lisbon")).get("travelmode");
    expect(mode("Drive")).toBe("driving");
    expect(mode("Taxi")).toBe("driving");
    expect(mode("Walk")).toBe("walking");
    expect(mode("Bike")).toBe("bicycling");
    expect(mode("Public")).toBe("transit");
    expect(mode("Mixed")).toBe("transit");
  });

  it("keeps every stop of a longer transit day and leaves the mode to Google, which cannot route transit through waypoints", () => {
    const params = query(buildDirectionsLink([belem, jeronimos, castle], "Public", "Lisbon"));
    expect(params.get("waypoints")).toBe("Jerónimos Monastery, Lisbon");
    expect(params.has("travelmode")).toBe(false);
  });
});

describe("buildStopDirectionsLink", () => {
  it("leads from where the traveller is to one stop, by its place id when it has one, in the trip's mode", () => {
    const params = query(buildStopDirectionsLink({ ...castle, place_id: "ChIJcastle" }, "Public", "Lisbon"));
    expect(params.has("origin")).toBe(false);
    expect(params.get("destination")).toBe("São Jorge Castle, Lisbon");
    expect(params.get("destination_place_id")).toBe("ChIJcastle");
    expect(params.get("travelmode")).toBe("transit");
    expect(query(buildStopDirectionsLink(belem, "Walk")).get("travelmode")).toBe("walking");
  });

  it("keeps a name with & or # whole, falls back to coordinates, and gives nothing for a stop with nothing to find", () => {
    expect(
      query(buildStopDirectionsLink({ name: "Fish & Chips #1 | Pier" }, "Drive", "London")).get("destination"),
    ).toBe("Fish & Chips #1   Pier, London".replace(/\s+/g, " "));
    expect(
      query(buildStopDirectionsLink({ name: " ", latitude: 38.7, longitude: -9.1 }, "Drive")).get("destination"),
    ).toBe("38.7,-9.1");
    expect(buildStopDirectionsLink({ name: "  " }, "Drive", "Lisbon")).toBeNull();
  });
});

describe("buildDayRouteLink", () => {
  const lisbon = { transport: "Walk" as const, destinationCity: "Lisbon" };
  const stay = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };

  it("is the day's stops alone when the traveller set no stay", () => {
    expect(buildDayRouteLink([belem, jeronimos, castle], lisbon)).toBe(
      buildDirectionsLink([belem, jeronimos, castle], "Walk", "Lisbon"),
    );
  });

  it("starts and ends at the traveller's own stay, searched by its address as typed", () => {
    const params = query(buildDayRouteLink([belem, jeronimos, castle], { ...lisbon, stay }));
    expect(params.get("origin")).toBe("Casa do Largo, Largo do Carmo 5, 1200-092 Lisboa");
    expect(params.get("destination")).toBe("Casa do Largo, Largo do Carmo 5, 1200-092 Lisboa");
    expect(params.get("waypoints")).toBe("Belém Tower, Lisbon|Jerónimos Monastery, Lisbon|São Jorge Castle, Lisbon");
    expect(params.get("travelmode")).toBe("walking");
    // A stay without an address is still found in the trip's city.
    expect(
      query(buildDayRouteLink([belem, castle], { ...lisbon, stay: { name: "Casa do Largo", address: "" } })).get(
        "origin",
      ),
    ).toBe("Casa do Largo, Lisbon");
  });

  it("still needs two stops of the day's own: the stay does not make a one-stop day a route", () => {
    expect(buildDayRouteLink([belem], { ...lisbon, stay })).toBeNull();
    expect(buildDayRouteLink([], { ...lisbon, stay })).toBeNull();
  });
});
