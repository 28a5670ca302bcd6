import { describe, expect, it } from "vitest";
import { dayDate } from "./trip-dates";
import { imageSources } from "./activity-images";

describe("dayDate", () => {
  it("writes the day's date in long US English", () => {
    expect(dayDate("2026-12-30", 1)).toBe("Wednesday, December 30, 2026");
    expect(dayDate("2026-12-30", 3)).toBe("Friday, January 1, 2027");
  });

  it("is null without a valid start date", () => {
    expect(dayDate("", 1)).toBeNull();
    expect(dayDate(undefined, 1)).toBeNull();
    expect(dayDate("next week", 1)).toBeNull();
  });
});

describe("imageSources", () => {
  it("adds only the API origin to relative paths (they already carry /api)", () => {
    expect(imageSources(["/api/place-photo/abc"], "/api", "https://app.example")).toEqual([
      "https://app.example/api/place-photo/abc",
    ]);
    expect(imageSources("/api/place-photo/abc", "https://api.example/api", "https://app.example")).toEqual([
      "https://api.example/api/place-photo/abc",
    ]);
  });

  it("drops blanks, duplicates and anything that is not our path or https", () => {
    expect(
      imageSources(
        ["", "/a", "/a", "javascript:alert(1)", "//evil.example/x", "http://plain.example/x", "https://cdn.example/y"],
        "/api",
        "https://app.example",
      ),
    ).toEqual(["https://app.example/a", "https://cdn.example/y"]);
    expect(imageSources(undefined, "/api", "https://app.example")).toEqual([]);
  });
});
