import { createTrip } from "../../../test/data-generators.ts";
import { describe, expect, it } from "vitest";
import { requireDestination } from "../guide/catalog.ts";
import { isFoodStop } from "../guide/diet.ts";
import { dinnerPlace } from "./day-end.ts";

const lisbon = requireDestination("Lisbon");
const BELEM = { lat: 38.6975, lng: -9.2032 };
const EIGHT_PM = 20 * 60;

describe("where to have dinner", () => {
  it("is a meal, not a snack: a day ending at Belém's custard-tart bakery dines elsewhere", () => {
    const place = dinnerPlace(lisbon, BELEM, EIGHT_PM, "Friday", createTrip({ destinationCity: "Lisbon" }), new Set());
    expect(place).not.toBeNull();
    expect(place!.name).not.toBe("Pastéis de Belém");
    if (isFoodStop(place!)) expect(place!.minutes).toBeGreaterThanOrEqual(45);
  });

  it("still falls back to a snack place when the guide has nothing else open", () => {
    const snacksOnly = {
      ...lisbon,
      places: lisbon.places
        .filter((place) => !isFoodStop(place) || place.minutes < 45)
        .filter((place) => place.category !== "neighbourhood"),
    };
    const place = dinnerPlace(snacksOnly, BELEM, EIGHT_PM, "Friday", createTrip(), new Set());
    expect(place?.name).toBe("Pastéis de Belém");
  });
});
