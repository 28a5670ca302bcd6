/**
 * Gemini's responseJsonSchema honours only a subset of JSON Schema and silently ignores the rest
 * (Gemini API docs, "Structured output": type, properties, required, additionalProperties, items,
 * prefixItems, minItems, maxItems, minimum, maximum, enum, format, anyOf, $ref/$defs, title,
 * description). So the schema sent keeps only that subset, and every other constraint (pattern,
 * minLength, maxLength, default, ...) is spelled out as a rule for the prompt. The answer is then
 * validated against the full zod schema, which enforces all of them.
 */
const SUPPORTED = new Set([
  "$id",
  "$defs",
  "$ref",
  "$anchor",
  "type",
  "format",
  "title",
  "description",
  "enum",
  "properties",
  "additionalProperties",
  "required",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "anyOf",
  "propertyOrdering",
]);

/** Keywords whose value is a schema, or a map or list of schemas, walked in turn. */
const SCHEMA_MAP = new Set(["properties", "$defs"]);
const SCHEMA_LIST = new Set(["anyOf", "prefixItems"]);

export interface GeminiSchema {
  schema: Record<string, unknown>;
  /** One line per constraint Gemini would ignore, naming the field it applies to. */
  rules: string[];
}

function ruleFor(keyword: string, value: unknown, node: Record<string, unknown>): string | null {
  switch (keyword) {
    case "pattern":
      return `matches the regular expression ${String(value)}`;
    case "minLength":
      // Said once, together with maxLength when both are there.
      return typeof node.maxLength === "number"
        ? `is ${String(value)} to ${String(node.maxLength)} characters long`
        : `is at least ${String(value)} characters long`;
    case "maxLength":
      return typeof node.minLength === "number" ? null : `is at most ${String(value)} characters long`;
    case "default":
      return `may be left out, which means ${JSON.stringify(value)}`;
    case "exclusiveMinimum":
      return `is greater than ${String(value)}`;
    case "exclusiveMaximum":
      return `is less than ${String(value)}`;
    case "multipleOf":
      return `is a multiple of ${String(value)}`;
    case "const":
      return `is exactly ${JSON.stringify(value)}`;
    case "uniqueItems":
      return value === true ? "has no repeated items" : null;
    case "minProperties":
    case "maxProperties":
    case "minContains":
    case "maxContains":
      return `${keyword} ${JSON.stringify(value)}`;
    default:
      return null;
  }
}

function walk(node: unknown, path: string, rules: string[]): unknown {
  if (Array.isArray(node) || node === null || typeof node !== "object") return node;
  const source = node as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(source)) {
    if (SCHEMA_MAP.has(keyword) && value && typeof value === "object") {
      kept[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, child]) => [
          name,
          walk(child, keyword === "properties" ? (path ? `${path}.${name}` : name) : `#${name}`, rules),
        ]),
      );
    } else if (SCHEMA_LIST.has(keyword) && Array.isArray(value)) {
      kept[keyword] = value.map((child, index) =>
        walk(child, keyword === "prefixItems" ? `${path}[${index}]` : path, rules),
      );
    } else if (keyword === "items" || keyword === "additionalProperties") {
      kept[keyword] =
        typeof value === "object" ? walk(value, keyword === "items" ? `${path}[]` : `${path}.*`, rules) : value;
    } else if (SUPPORTED.has(keyword)) {
      kept[keyword] = value;
    } else {
      const rule = ruleFor(keyword, value, source);
      if (rule) rules.push(`${path || "the answer"} ${rule}`);
    }
  }
  return kept;
}

export function geminiSchema(jsonSchema: Record<string, unknown>): GeminiSchema {
  const rules: string[] = [];
  const schema = walk(jsonSchema, "", rules) as Record<string, unknown>;
  return { schema, rules: [...new Set(rules)] };
}
