import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "./intl-formats";

describe("Intl formats kept once built", () => {
  it("gives the same formatter for the same options, another for other options", () => {
    const long = dateFormat("en-US", { month: "long", day: "numeric" });
    expect(dateFormat("en-US", { month: "long", day: "numeric" })).toBe(long);
    expect(dateFormat("en-US", { month: "short", day: "numeric" })).not.toBe(long);
    expect(long.format(new Date(2026, 11, 7))).toBe("December 7");
    const euros = numberFormat("en-US", { style: "currency", currency: "EUR" });
    expect(numberFormat("en-US", { style: "currency", currency: "EUR" })).toBe(euros);
    expect(euros.format(12.5)).toBe("€12.50");
  });

  it("throws for options Intl refuses, and keeps nothing for them", () => {
    expect(() => dateFormat("en-CA", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateFormat("en-CA", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});
