import { describe, expect, it } from "vitest";
import { csvCell } from "./expenses-csv.ts";

describe("csvCell", () => {
  it("leaves plain text alone and quotes what would break a row", () => {
    expect(csvCell("Kaiseki dinner")).toBe("Kaiseki dinner");
    expect(csvCell("12.50")).toBe("12.50");
    expect(csvCell("tea, cake")).toBe('"tea, cake"');
    expect(csvCell('the "best" ramen')).toBe('"the ""best"" ramen"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("puts an apostrophe before anything a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+33 6 12")).toBe("'+33 6 12");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("a=1")).toBe("a=1");
  });
});
