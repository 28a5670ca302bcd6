import { describe, expect, it } from "vitest";
import { tripDates } from "./trip-summary-bar";

describe("tripDates (the folded trip line)", () => {
  it("writes the range short, in the browser's language and order", () => {
    // Intl puts thin spaces around the dash.
    expect(tripDates("2026-12-04", 3, "en-US")?.replace(/\s/g, " ")).toBe("Fri, Dec 4 – Sun, Dec 6");
    expect(tripDates("2026-12-04", 1, "en-US")).toBe("Fri, Dec 4");
    const german = tripDates("2026-12-04", 3, "de-DE")!;
    expect(german).toContain("Fr.");
    expect(german).toContain("Dez");
    expect(german.indexOf("4")).toBeLessThan(german.indexOf("Dez"));
  });

  it("says nothing for a date it cannot read", () => {
    expect(tripDates("next week", 3)).toBeNull();
    expect(tripDates("2026-12-04", 0)).toBeNull();
  });
});
