import { describe, expect, it } from "vitest";
import { TOGETHER_TEXT } from "./together-text";

describe("a companion's change, in words", () => {
  it("names the paid plan actions behind a save, as the companion's own", () => {
    expect(TOGETHER_TEXT.updatedBy("Ana")).toBe("Ana updated the trip.");
    expect(TOGETHER_TEXT.updatedBy("Ana", ["regenerate"])).toBe("Ana regenerated the plan, using their own tokens.");
    expect(TOGETHER_TEXT.updatedBy("Ana", ["regenerate", "finalize"])).toBe(
      "Ana regenerated and finalized the plan, using their own tokens.",
    );
    expect(TOGETHER_TEXT.newerVersion("Ana", ["finalize"])).toMatch(
      /^Ana finalized the plan, using their own tokens\. Saving yours keeps both/,
    );
    expect(TOGETHER_TEXT.newerVersion("Ana")).toMatch(/^Ana saved changes to this trip\. /);
  });
});
