import { describe, expect, it } from "vitest";
import { dietFit, dietsOf } from "./diet.ts";

const food = (name: string, highlight: string, dietTags?: string[]) => ({ name, highlight, category: "food" as const, interests: ["Food" as const], ...(dietTags ? { dietTags } : {}) });

describe("diet", () => {
  it("reads the diets a traveller names", () => {
    expect(dietsOf("Vegetarian please")).toEqual(["vegetarian"]);
    expect(dietsOf("vegan and coeliac")).toEqual(["vegan", "gluten-free"]);
    expect(dietsOf("halal food only")).toEqual(["halal"]);
    expect(dietsOf("no nuts")).toEqual([]);
  });

  it("fits a stop the guide tags for every diet asked, rules out plain meat or fish for vegetarians", () => {
    expect(dietFit(food("Falafel Row", "Falafel and hummus", ["vegetarian", "vegan"]), ["vegan"])).toBe("fits");
    expect(dietFit(food("Falafel Row", "Falafel and hummus", ["vegetarian"]), ["vegan"])).toBe("unknown");
    expect(dietFit(food("Swan Oyster Depot", "Counter-only seafood bar serving crab"), ["vegetarian"])).toBe("unfit");
    expect(dietFit(food("Swan Oyster Depot", "Counter-only seafood bar serving crab"), ["halal"])).toBe("unknown");
    expect(dietFit({ ...food("Museum", "Paintings"), category: "museum" as never }, ["vegan"])).toBe("unknown");
  });
});
