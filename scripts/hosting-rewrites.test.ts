import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_PREFIX, ENDPOINTS, SERVICE_PATHS } from "../contract/src/index.ts";
import { SHELLS_DIR } from "../web/prerender-shells.ts";
import { PRERENDERED_PAGES } from "../web/src/config/prerendered-pages.ts";

interface Rewrite {
  source: string;
  function?: { functionId: string; region: string };
  destination?: string;
}

const firebase = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const rewrites: Rewrite[] = firebase.hosting.rewrites;
const functionsIndex = readFileSync(new URL("../functions/src/index.ts", import.meta.url), "utf8");

/** The first rewrite that matches, as Hosting picks it (only the glob forms used in firebase.json). */
function resolve(path: string): Rewrite | undefined {
  return rewrites.find((rule) => {
    if (rule.source === "**") return true;
    if (rule.source.endsWith("/**")) return path.startsWith(rule.source.slice(0, -2));
    return rule.source === path;
  });
}

describe("firebase.json hosting rewrites", () => {
  const declared = [...Object.values(ENDPOINTS), ...Object.values(SERVICE_PATHS)];
  const exported = declared.filter((endpoint) =>
    new RegExp(`export const ${endpoint.functionId}\\b`).test(functionsIndex),
  );

  it.each(exported.map((e) => [e.path, e] as const))("routes %s to the function that serves it", (_path, endpoint) => {
    const sample = `${API_PREFIX}${endpoint.path}${"hasId" in endpoint && endpoint.hasId ? "/abc123" : ""}`;
    expect(resolve(sample)?.function?.functionId).toBe(endpoint.functionId);
  });

  it("keeps the SPA fallback last and unknown API paths out of it", () => {
    expect(rewrites.at(-1)).toEqual({ source: "**", destination: "/index.html" });
    expect(resolve(`${API_PREFIX}/nope`)?.function?.functionId).toBe("apiNotFound");
  });

  it("names only functions that functions/src/index.ts exports", () => {
    for (const rule of rewrites.filter((r) => r.function)) {
      expect(functionsIndex, rule.source).toMatch(new RegExp(`export const ${rule.function!.functionId}\\b`));
    }
  });

  it.each(PRERENDERED_PAGES.map((page) => [page.path, page] as const))(
    "serves %s from its prerendered page, and nothing else from one",
    (path, page) => {
      const served = page.prefix ? [`${path}abc123`] : [path];
      for (const url of served) expect(resolve(url)?.destination, url).toBe(`/${SHELLS_DIR}/${page.file}`);
      const others = page.prefix ? [path.slice(0, -1), `${path.slice(0, -1)}s/abc`] : [`${path}/more`];
      for (const url of others) expect(resolve(url)?.destination, url).toBe("/index.html");
    },
  );
});
