import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const web = JSON.parse(readFileSync(join(root, "web/package.json"), "utf8"));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe("the web package", () => {
  it("routes with react-router: react-router-dom is frozen at 7.x and only re-exports it (no import, dynamic import or mock of it)", () => {
    expect(web.dependencies["react-router"]).toMatch(/^7\.\d+\.\d+$/);
    expect(web.dependencies["react-router-dom"]).toBeUndefined();
    const importers = sources(join(root, "web/src")).filter((file) =>
      /["']react-router-dom["'/]/.test(readFileSync(file, "utf8")),
    );
    expect(importers).toEqual([]);
  });
});
