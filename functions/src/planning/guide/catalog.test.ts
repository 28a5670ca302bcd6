import { describe, expect, it } from "vitest";
import { ApiError } from "../../errors.ts";
import { findDestination, inferDestination, requireDestination } from "./catalog.ts";
import { normalizeText } from "../model/names.ts";
import { DESTINATIONS } from "./destinations/index.ts";
import { testDestination } from "./test-destination.ts";

const FIXTURES = [testDestination(), testDestination({ name: "Southport", seed: 7 })];

describe("destination catalog", () => {
  it("normalizes case, accents and punctuation", () => {
    expect(normalizeText("  Lisboa, PORTUGAL ")).toBe("lisboa portugal");
    expect(normalizeText("Jerónimos Monastery")).toBe("jeronimos monastery");
  });

  it("finds Lisbon by name, local name and with its country", () => {
    for (const text of ["Lisbon", "lisboa", "LISBOA", "Lisbon, Portugal", "lisbon portugal", "Lisbon PT", " lisbon "]) {
      expect(findDestination(text)?.slug, text).toBe("lisbon");
    }
    expect(findDestination("Lisbon, Portugal, Europe")?.slug).toBe("lisbon");
    expect(findDestination("Lisbonia")).toBeNull();
    expect(findDestination("")).toBeNull();
  });

  it("honours a named country: a city of the same name elsewhere is not covered", () => {
    expect(findDestination("Paris, France")?.slug).toBe("paris");
    expect(findDestination("Paris, FR")?.slug).toBe("paris");
    expect(findDestination("Paris, US")).toBeNull();
    expect(findDestination("Paris, United States")).toBeNull();
    expect(findDestination("Hong Kong, China")?.slug).toBe("hong-kong");
    // A US state's code is not read as the country that shares it.
    expect(findDestination("San Francisco, CA")?.slug).toBe("san-francisco");
    expect(findDestination("San Francisco, CA, USA")?.slug).toBe("san-francisco");
  });

  it("finds every covered destination by its own name and aliases", () => {
    for (const destination of DESTINATIONS) {
      expect(findDestination(destination.name)).toBe(destination);
      for (const alias of destination.aliases) expect(findDestination(alias.toUpperCase()), alias).toBe(destination);
    }
  });

  it("answers an uncovered destination with a 422 naming what to do", () => {
    try {
      requireDestination("Atlantis", FIXTURES);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).detail).toBe(
        'The offline planner does not cover "Atlantis" yet. Try one of: Southport, Testville — or ask the site owner to set GEMINI_API_KEY to plan any destination.',
      );
    }
    expect(() => requireDestination("Testvile", FIXTURES)).toThrow(/Did you mean Testville\?/);
    expect(requireDestination("tëst ville", FIXTURES).name).toBe("Testville");
  });

  it("infers the destination of a plan from its place names", () => {
    const names = FIXTURES[1]!.places.slice(0, 5).map((p) => p.name);
    expect(inferDestination(names, FIXTURES)?.name).toBe("Southport");
    expect(inferDestination(["Nowhere"], FIXTURES)).toBeNull();
  });
});
