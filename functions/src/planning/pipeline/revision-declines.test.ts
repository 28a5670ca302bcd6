import type { DraftDay } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { carryDeclined } from "./revision-declines.ts";

const day = (n: number, stops: [string, string?][], declined?: string[]): DraftDay => ({
  day: n,
  activities: stops.map(([name, category]) => ({
    name,
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: "",
    ...(category ? { category } : {}),
  })),
  ...(declined ? { declined } : {}),
});

describe("carryDeclined (a model's revision)", () => {
  it("records a stop the suggestion turned down by name or by kind, on the day it left", () => {
    const current = [
      day(1, [
        ["Louvre Museum", "museum"],
        ["Tuileries Garden", "park"],
      ]),
      day(2, [
        ["Musée d'Orsay", "museum"],
        ["Eiffel Tower", "landmark"],
      ]),
    ];
    const revised = [
      day(1, [
        ["Tuileries Garden", "park"],
        ["Palais Royal", "garden"],
      ]),
      day(2, [
        ["Eiffel Tower", "landmark"],
        ["Rue Cler", "food"],
      ]),
    ];
    expect(carryDeclined(current, revised, "skip the Louvre").map((d) => d.declined)).toEqual([
      ["Louvre Museum"],
      undefined,
    ]);
    expect(carryDeclined(current, revised, "no museums please").map((d) => d.declined)).toEqual([
      ["Louvre Museum"],
      ["Musée d'Orsay"],
    ]);
    // A place seen on an earlier trip is turned down too.
    expect(carryDeclined(current, revised, "we've been to the Louvre before").map((d) => d.declined)).toEqual([
      ["Louvre Museum"],
      undefined,
    ]);
    expect(carryDeclined(current, revised, "already saw the Louvre last time").map((d) => d.declined)).toEqual([
      ["Louvre Museum"],
      undefined,
    ]);
  });

  it("does not count a stop the model dropped on its own, and keeps earlier declines unless the place came back", () => {
    const current = [
      day(
        1,
        [
          ["Louvre Museum", "museum"],
          ["Tuileries Garden", "park"],
        ],
        ["Moulin Rouge"],
      ),
    ];
    const dropped = [
      day(1, [
        ["Tuileries Garden", "park"],
        ["Rue Cler", "food"],
      ]),
    ];
    expect(carryDeclined(current, dropped, "more food").map((d) => d.declined)).toEqual([["Moulin Rouge"]]);
    const back = [
      day(1, [
        ["Louvre Museum", "museum"],
        ["Moulin Rouge", "entertainment"],
      ]),
    ];
    expect(carryDeclined(current, back, "add the Moulin Rouge").map((d) => d.declined)).toEqual([undefined]);
  });
});
