import { describe, expect, it } from "vitest";
import { AddTripCommentRequest, findTripStop, TRIP_COMMENT_MAX, voteScore } from "./trip-comments.ts";
import { stopKey } from "./trip-stop-key.ts";

describe("stop keys", () => {
  it("name a stop by its Places id, else by its name trimmed and lower-cased", () => {
    expect(stopKey({ name: "Nijo Castle", place_id: "ChIJnijo" })).toBe("ChIJnijo");
    expect(stopKey({ name: "  Nijo Castle ", place_id: "  " })).toBe("nijo castle");
    expect(stopKey({ name: "Nijo Castle" })).toBe("nijo castle");
  });

  it("find a stop on its day, or on any day", () => {
    const days = [
      { day: 1, activities: [{ name: "Nijo Castle" }] },
      { day: 2, activities: [{ name: "Gion", place_id: "ChIJgion" }] },
    ];
    expect(findTripStop(days, "nijo castle", 1)?.name).toBe("Nijo Castle");
    expect(findTripStop(days, "nijo castle", 2)).toBeNull();
    expect(findTripStop(days, "ChIJgion")?.name).toBe("Gion");
    expect(findTripStop(days, "gion")).toBeNull();
  });
});

describe("a comment's text", () => {
  const parse = (body: unknown) => AddTripCommentRequest.safeParse(body);

  it("is trimmed plain text of 1 to 2,000 characters, line breaks allowed", () => {
    expect(parse({ text: "  Hi\nthere  " }).data).toEqual({ text: "Hi\nthere" });
    expect(parse({ text: "x".repeat(TRIP_COMMENT_MAX) }).success).toBe(true);
    const long = parse({ text: "x".repeat(TRIP_COMMENT_MAX + 1) });
    expect(long.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["text", "must be at most 2,000 characters"],
    ]);
    expect(parse({ text: " \n " }).error?.issues[0]?.message).toBe("must not be empty");
    expect(parse({ text: "a\u202Eb" }).success).toBe(false);
  });

  it("names a stop with its day, both or neither", () => {
    expect(parse({ text: "Hi", day: 1, stop_key: "gion" }).success).toBe(true);
    expect(parse({ text: "Hi", day: 1 }).error?.issues[0]?.path).toEqual(["stop_key"]);
  });
});

it("scores a stop as up votes minus down votes", () => {
  expect(voteScore({})).toBe(0);
  expect(voteScore({ a: 1, b: 1, c: -1 })).toBe(1);
});
