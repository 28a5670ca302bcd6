import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

describe("the functions package as deployed", () => {
  it("names no workspace package: the deploy installs from the registry, where they do not exist (esbuild inlines them)", () => {
    const workspaces = (readJson("package.json").workspaces as string[]).map((dir) => readJson(`${dir}/package.json`).name as string);
    const functions = readJson("functions/package.json");
    const declared = Object.keys({ ...functions.dependencies, ...functions.devDependencies });
    expect(declared.filter((name) => workspaces.includes(name))).toEqual([]);
  });
});
