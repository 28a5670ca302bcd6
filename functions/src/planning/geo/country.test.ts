import { describe, expect, it } from "vitest";
import { countryCodeOf, sameCountry, splitPlaceName } from "./country.ts";

describe("country names", () => {
  it("reads ISO codes, English names and the usual informal names", () => {
    expect(countryCodeOf("Portugal")).toBe("PT");
    expect(countryCodeOf("pt")).toBe("PT");
    expect(countryCodeOf("Türkiye")).toBe("TR");
    expect(countryCodeOf("Turkey")).toBe("TR");
    expect(countryCodeOf("USA")).toBe("US");
    expect(countryCodeOf("United Kingdom")).toBe("GB");
    expect(countryCodeOf("Hong Kong")).toBe("HK");
    expect(countryCodeOf("Texas")).toBeNull();
    expect(countryCodeOf("")).toBeNull();
  });

  it("takes a country from the last part only when it really names one", () => {
    expect(splitPlaceName("Cordoba, ES")).toEqual({ city: "Cordoba", country: "ES" });
    expect(splitPlaceName("Córdoba, Argentina")).toEqual({ city: "Córdoba", country: "AR" });
    expect(splitPlaceName("Lisbon, Lisbon District, Portugal")).toEqual({ city: "Lisbon", country: "PT" });
    expect(splitPlaceName("Paris, Texas")).toEqual({ city: "Paris", country: null });
    // No San Francisco in Canada: "CA" is California here.
    expect(splitPlaceName("San Francisco, CA")).toEqual({ city: "San Francisco", country: null });
    expect(splitPlaceName("Kyoto")).toEqual({ city: "Kyoto", country: null });
  });

  it("counts Hong Kong and Macau as China when China is named", () => {
    expect(sameCountry("CN", "HK")).toBe(true);
    expect(sameCountry("HK", "CN")).toBe(false);
    expect(sameCountry("PT", "PT")).toBe(true);
  });
});
