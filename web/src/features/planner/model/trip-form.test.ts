import { VALIDATION } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import {
  emptyTripForm,
  formFromPreferences,
  splitRequests,
  STAY_NAME_REQUIRED,
  toPreferences,
  validateTripForm,
  type TripForm,
} from "./trip-form";

const NOW = new Date(2026, 10, 23, 15, 30); // local time, 23 November 2026
const valid: TripForm = {
  ...emptyTripForm("Berlin"),
  destinationCity: "Lisbon",
  startDate: "2026-12-01",
  numberOfDays: "4",
  accommodation: ["Hotel"],
};
const messages = (form: Partial<TripForm>) =>
  validateTripForm({ ...valid, ...form }, NOW).map((error) => error.message);

describe("validateTripForm (SPEC section 5)", () => {
  it("accepts a complete form", () => {
    expect(validateTripForm(valid, NOW)).toEqual([]);
  });

  it("reports every problem at once, with the field each belongs to", () => {
    const errors = validateTripForm({ ...emptyTripForm(), numberOfDays: "" }, NOW);
    expect(errors).toEqual([
      { field: "destinationCity", message: VALIDATION.destinationRequired },
      { field: "accommodation", message: VALIDATION.accommodationRequired },
      { field: "startDate", message: VALIDATION.startDateRequired },
      { field: "numberOfDays", message: VALIDATION.daysPositive },
    ]);
  });

  it("treats a blank destination as empty", () => {
    expect(messages({ destinationCity: "   " })).toEqual([VALIDATION.destinationRequired]);
  });

  it("compares the start date at local midnight: today is fine, yesterday is past", () => {
    expect(messages({ startDate: "2026-11-23" })).toEqual([]);
    expect(messages({ startDate: "2026-11-22" })).toEqual([VALIDATION.startDateInPast]);
  });

  it("bounds the start date at two years ahead", () => {
    expect(messages({ startDate: "2028-11-23" })).toEqual([]);
    expect(messages({ startDate: "2028-11-24" })).toEqual([VALIDATION.startDateTooFar]);
    expect(messages({ startDate: "9999-12-31" })).toEqual([VALIDATION.startDateTooFar]);
  });

  it.each([
    ["0", VALIDATION.daysPositive],
    ["-2", VALIDATION.daysPositive],
    ["abc", VALIDATION.daysPositive],
    ["2.5", VALIDATION.daysPositive],
    ["15", VALIDATION.daysTooMany],
  ])("number of days %s gives %s", (days, message) => {
    expect(messages({ numberOfDays: days })).toEqual([message]);
  });

  it("accepts the limits 1 and 14", () => {
    expect(messages({ numberOfDays: "1" })).toEqual([]);
    expect(messages({ numberOfDays: "14" })).toEqual([]);
  });
});

describe("preferences", () => {
  it("converts the typed form into the contract's preferences", () => {
    const preferences = toPreferences({
      ...valid,
      totalBudget: "1200",
      specialRequests: "vegetarian food\n\n  no early starts  ",
    });
    expect(preferences).toMatchObject({
      destinationCity: "Lisbon",
      departureCity: "Berlin",
      numberOfDays: 4,
      totalBudget: 1200,
      accommodation: ["Hotel"],
      specialRequests: ["vegetarian food", "no early starts"],
      travelPace: "Balanced",
    });
  });

  it("treats an empty or negative budget as none", () => {
    expect(toPreferences({ ...valid, totalBudget: "" }).totalBudget).toBe(0);
    expect(toPreferences({ ...valid, totalBudget: "-5" }).totalBudget).toBe(0);
  });

  it("round-trips through the form when a saved plan is opened", () => {
    const preferences = toPreferences({ ...valid, totalBudget: "900", specialRequests: "a\nb" });
    expect(toPreferences(formFromPreferences(preferences))).toEqual(preferences);
  });

  it("carries the traveller's own stay only when it has a name, trimmed; an address alone is an error", () => {
    expect(toPreferences(valid).stay).toBeUndefined();
    expect(toPreferences({ ...valid, stayName: "  Casa do Largo ", stayAddress: " Largo do Carmo 5 " }).stay).toEqual({
      name: "Casa do Largo",
      address: "Largo do Carmo 5",
    });
    expect(toPreferences({ ...valid, stayName: "Casa do Largo" }).stay).toEqual({ name: "Casa do Largo", address: "" });
    expect(validateTripForm({ ...valid, stayAddress: "Largo do Carmo 5" }, NOW)).toEqual([
      { field: "stayName", message: STAY_NAME_REQUIRED },
    ]);
    const preferences = toPreferences({ ...valid, stayName: "Casa", stayAddress: "Largo do Carmo 5" });
    expect(toPreferences(formFromPreferences(preferences))).toEqual(preferences);
  });

  it("splits special requests by line and drops blank ones", () => {
    expect(splitRequests(" a \n\nb\n")).toEqual(["a", "b"]);
  });
});
