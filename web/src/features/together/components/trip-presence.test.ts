import { PRESENCE_STALE_MS } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { othersPresent } from "./trip-presence";

describe("othersPresent", () => {
  it("lists the others heard of lately, by name, and drops the traveller, stale pages and malformed entries", () => {
    const now = 1_800_000_000_000;
    const entries = [
      { uid: "me", display_name: "Me", day: 1, seen_at_ms: now },
      { uid: "ben", display_name: "Ben", day: 2, seen_at_ms: now - 5_000 },
      { uid: "ana", display_name: "Ana", day: null, seen_at_ms: now - 1_000 },
      { uid: "cy", display_name: "Cy", day: 3, seen_at_ms: now - PRESENCE_STALE_MS - 1 },
      { uid: "broken", day: "two" },
    ];
    expect(othersPresent(entries, "me", now).map((entry) => [entry.display_name, entry.day])).toEqual([
      ["Ana", null],
      ["Ben", 2],
    ]);
  });
});
