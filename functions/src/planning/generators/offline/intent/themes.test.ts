import { describe, expect, it } from "vitest";
import { DESTINATIONS } from "../../../guide/destinations/index.ts";
import { dietFit, isKidFriendly, matchesTheme, THEMES } from "./themes.ts";
import { normalizedName } from "./working.ts";

const place = (city: string, name: string) =>
  DESTINATIONS.find((d) => d.name === city)!.places.find((p) => p.name === name)!;
const theme = (label: string) => THEMES.find((t) => t.label === label)!;

describe("themes, children and diets", () => {
  it("counts a church as a religious site by what it is, whatever its tags", () => {
    expect(matchesTheme(place("Paris", "Sainte-Chapelle"), theme("religious sites"))).toBe(true);
    expect(matchesTheme(place("Paris", "Louvre Museum"), theme("religious sites"))).toBe(false);
    expect(matchesTheme(place("Paris", "Palace of Versailles"), theme("history"))).toBe(false);
  });

  it("judges kid-friendliness from the catalogue's flag, else from what the place is", () => {
    const zoo = place("Paris", "Paris Zoological Park");
    expect(isKidFriendly(zoo, normalizedName(zoo))).toBe(true);
    const cabaret = place("Paris", "Moulin Rouge");
    expect(isKidFriendly(cabaret, normalizedName(cabaret))).toBe(false);
    expect(isKidFriendly({ ...cabaret, kidFriendly: true }, normalizedName(cabaret))).toBe(true);
    const park = place("Paris", "Luxembourg Gardens");
    expect(isKidFriendly({ ...park, kidFriendly: false }, normalizedName(park))).toBe(false);
  });

  it("trusts diet tags, and counts markets and food halls as likely to serve vegetarians", () => {
    const market = place("Lisbon", "Time Out Market");
    expect(dietFit(market, normalizedName(market), "vegetarian")).toBe("likely");
    expect(dietFit({ ...market, dietTags: ["vegan"] }, normalizedName(market), "vegetarian")).toBe("listed");
    expect(dietFit({ ...market, dietTags: ["halal"] }, normalizedName(market), "vegetarian")).toBeNull();
    const museum = place("Lisbon", "Calouste Gulbenkian Museum");
    expect(dietFit(museum, normalizedName(museum), "vegetarian")).toBeNull();
  });
});
