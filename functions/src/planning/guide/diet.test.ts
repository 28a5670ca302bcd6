import { describe, expect, it } from "vitest";
import { describedMeatless, dietFit, dietsOf } from "./diet.ts";
import { DESTINATIONS } from "./destinations/index.ts";

const food = (name: string, highlight: string, dietTags?: string[]) => ({
  name,
  highlight,
  category: "food" as const,
  interests: ["Food" as const],
  ...(dietTags ? { dietTags } : {}),
});

describe("diet", () => {
  it("reads the diets a traveller names", () => {
    expect(dietsOf("Vegetarian please")).toEqual(["vegetarian"]);
    expect(dietsOf("vegan and coeliac")).toEqual(["vegan", "gluten-free"]);
    expect(dietsOf("halal food only")).toEqual(["halal"]);
    expect(dietsOf("no nuts")).toEqual([]);
  });

  it("fits a stop the guide tags for every diet asked, rules out plain meat or fish for vegetarians", () => {
    expect(dietFit(food("Falafel Row", "Falafel and hummus", ["vegetarian", "vegan"]), ["vegan"])).toBe("fits");
    expect(dietFit(food("Green Corner", "Salads and soups", ["vegetarian"]), ["vegan"])).toBe("unknown");
    expect(dietFit(food("Swan Oyster Depot", "Counter-only seafood bar serving crab"), ["vegetarian"])).toBe("unfit");
    expect(dietFit(food("Swan Oyster Depot", "Counter-only seafood bar serving crab"), ["halal"])).toBe("unknown");
    expect(dietFit({ ...food("Museum", "Paintings"), category: "museum" as never }, ["vegan"])).toBe("unknown");
  });

  const guide = (city: string, name: string) =>
    DESTINATIONS.find((d) => d.name === city)!.places.find((p) => p.name === name)!;

  it("reads meatless food from the guide's own description, and which diets it serves", () => {
    // "Multi-storey temple of koshary, Cairo's lentil, rice and pasta comfort dish."
    expect(describedMeatless(guide("Cairo", "Koshary Abou Tarek"), ["vegan"])).toEqual(["koshary"]);
    expect(dietFit(guide("Cairo", "Koshary Abou Tarek"), ["vegan"])).toBe("fits");
    // "Pedestrian market street of cheese shops, bakeries and cafés": vegetarian, not vegan.
    expect(dietFit(guide("Paris", "Rue Cler"), ["vegetarian"])).toBe("fits");
    expect(dietFit(guide("Paris", "Rue Cler"), ["vegan"])).toBe("unknown");
    expect(describedMeatless(food("Somewhere", "Coffee and views"), ["vegetarian"])).toBeNull();
  });

  it("counts a food hall only when its description says many food stalls and names no meat or fish", () => {
    // "Food hall in the old Ribeira market with stalls from well-known Lisbon chefs."
    expect(dietFit(guide("Lisbon", "Time Out Market"), ["vegetarian"])).toBe("fits");
    // A market whose description is flowers or a fish auction says nothing of a vegetarian meal.
    expect(dietFit(guide("Barcelona", "Mercat de la Concepció"), ["vegetarian"])).toBe("unknown");
    expect(dietFit(guide("Tokyo", "Toyosu Market"), ["vegetarian"])).toBe("unknown");
    // Meatless food named beside fish counts in a hall of many stalls ("Produce, seafood and..."), not in a deli of smoked fish.
    expect(dietFit(guide("Vancouver", "Granville Island Public Market"), ["vegetarian"])).toBe("fits");
    expect(dietFit(guide("New York", "Zabar's"), ["vegetarian"])).toBe("unfit");
    expect(dietFit(guide("Hong Kong", "Kau Kee Beef Brisket"), ["vegetarian"])).toBe("unfit");
  });
});
