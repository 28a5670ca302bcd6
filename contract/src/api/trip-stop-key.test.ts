import { describe, expect, it } from "vitest";
import { stopKey } from "./trip-stop-key.ts";

describe("stopKey", () => {
  it("is the place id when the stop has one, else its name trimmed and lower-cased", () => {
    expect(stopKey({ name: "Kinkaku-ji", place_id: " ChIJvUbrwCCoAWARX2QiHCsn5A4 " })).toBe(
      "ChIJvUbrwCCoAWARX2QiHCsn5A4",
    );
    expect(stopKey({ name: "  Nishiki Market " })).toBe("nishiki market");
    expect(stopKey({ name: "Nishiki Market", place_id: "  " })).toBe("nishiki market");
  });
});
