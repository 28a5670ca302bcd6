import { describe, expect, it } from "vitest";
import { geminiSchema } from "./schema-constraints.ts";
import { ModelDraft, ModelRevision, responseJsonSchema } from "./schema.ts";

const IGNORED_BY_GEMINI = [
  "pattern",
  "minLength",
  "maxLength",
  "default",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "const",
  "uniqueItems",
];

function keywords(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => keywords(child, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      found.add(key);
      keywords(value, found);
    }
  }
  return found;
}

describe("the schema Gemini gets, and the rules it cannot carry", () => {
  it("sends only keywords Gemini honours and turns each other constraint into a rule naming its field", () => {
    const { schema, rules } = geminiSchema({
      type: "object",
      required: ["days"],
      properties: {
        days: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            properties: {
              name: { type: "string", minLength: 1, maxLength: 200 },
              open: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" },
              rating: { type: "number", exclusiveMinimum: 0, multipleOf: 0.5 },
            },
          },
        },
        notes: { type: "array", items: { type: "string", maxLength: 300 }, default: [], uniqueItems: true },
      },
    });
    expect([...keywords(schema)].filter((k) => IGNORED_BY_GEMINI.includes(k))).toEqual([]);
    expect(schema).toMatchObject({
      required: ["days"],
      properties: { days: { minItems: 1, items: { properties: { name: { type: "string" } } } } },
    });
    expect(rules).toEqual([
      "days[].name is 1 to 200 characters long",
      "days[].open matches the regular expression ^([01]\\d|2[0-3]):[0-5]\\d$",
      "days[].rating is greater than 0",
      "days[].rating is a multiple of 0.5",
      "notes[] is at most 300 characters long",
      "notes may be left out, which means []",
      "notes has no repeated items",
    ]);
  });

  it("leaves nothing Gemini ignores in the plan schemas, and keeps every one of their constraints as a rule", () => {
    for (const model of [ModelDraft, ModelRevision]) {
      const full = responseJsonSchema(model);
      const { schema, rules } = geminiSchema(full);
      expect([...keywords(schema)].filter((k) => IGNORED_BY_GEMINI.includes(k))).toEqual([]);
      expect(rules).toContain("days[].activities[].name is 1 to 200 characters long");
      expect(rules.some((rule) => rule.includes("opening_window") && rule.includes("regular expression"))).toBe(true);
      expect(rules).toContain("notes may be left out, which means []");
    }
  });
});
