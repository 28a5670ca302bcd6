import { readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";

const GPX_SCHEMA = readFileSync(new URL("./fixtures/gpx-1.1.xsd", import.meta.url), "utf8");

/** What xmllint (libxml2, built to WebAssembly) finds wrong with a file against the published GPX 1.1 schema. */
export async function gpxSchemaErrors(gpx: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "trip.gpx", contents: gpx }],
    schema: [{ fileName: "gpx.xsd", contents: GPX_SCHEMA }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

export interface GpxPoint {
  lat: string;
  lon: string;
  time?: string;
  name: string;
  desc?: string;
}

/** Drops the line breaks and spaces between elements, which the parser keeps when it keeps values untrimmed. */
function withoutIndentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIndentation);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(key === "#text" && typeof item === "string" && !item.trim()))
      .map(([key, item]) => [key, withoutIndentation(item)]),
  );
}

/** Read back by fast-xml-parser, an independent implementation, as a map app would read the file. */
export function readGpx(gpx: string) {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => ["wpt", "rte", "rtept"].includes(name),
  });
  const { gpx: root } = withoutIndentation(parser.parse(gpx)) as {
    gpx: {
      version: string;
      creator: string;
      metadata: { name: string; desc?: string; time: string; bounds?: Record<string, string> };
      wpt?: GpxPoint[];
      rte?: { name: string; number: string; rtept: GpxPoint[] }[];
    };
  };
  return { ...root, wpt: root.wpt ?? [], rte: root.rte ?? [] };
}
