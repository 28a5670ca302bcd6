import { describe, expect, it } from "vitest";
import { sharedByLine } from "./trip-roles";

describe("the shared-by line", () => {
  it("names the owner and the traveller's role, and still reads without a name", () => {
    expect(sharedByLine("Ana", "editor")).toBe("Shared by Ana · Editor");
    expect(sharedByLine(undefined, "viewer")).toBe("Shared by a companion · Viewer");
  });
});
