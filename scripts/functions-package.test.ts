import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

describe("the functions package as deployed", () => {
  it("names no workspace package: the deploy installs from the registry, where they do not exist (esbuild inlines them)", () => {
    const workspaces = (readJson("package.json").workspaces as string[]).map(
      (dir) => readJson(`${dir}/package.json`).name as string,
    );
    const functions = readJson("functions/package.json");
    const declared = Object.keys({ ...functions.dependencies, ...functions.devDependencies });
    expect(declared.filter((name) => workspaces.includes(name))).toEqual([]);
  });
});

/** Every source file the deployed bundle is built from (tests and test support excluded). */
function runtimeSources(dir = join(root, "functions/src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return runtimeSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * npm packages a file loads at run time: static imports and re-exports (not `import type`, which
 * esbuild erases), dynamic imports, and files resolved from a package (the gazetteer's data).
 */
function runtimeImports(source: string): string[] {
  const statements = [
    ...source.matchAll(/^\s*(import|export)\s+(?!type\s)(?:[^;"']*?\bfrom\s*)?["']([^"']+)["']\s*;/gm),
  ].map((match) => match[2]!);
  const dynamic = [...source.matchAll(/\b(?:import|resolve)\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!);
  return [...statements, ...dynamic]
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
    .map((specifier) =>
      specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!,
    );
}

describe("what a deployment installs", () => {
  const functions = readJson("functions/package.json");
  const workspaces = (readJson("package.json").workspaces as string[]).map(
    (dir) => readJson(`${dir}/package.json`).name as string,
  );
  const imported = new Set(runtimeSources().flatMap((file) => runtimeImports(readFileSync(file, "utf8"))));

  it("lists every package the functions load at run time as a dependency (esbuild leaves those external)", () => {
    const missing = [...imported].filter((name) => !workspaces.includes(name) && !(name in functions.dependencies));
    expect(missing).toEqual([]);
  });

  it("ships no dependency the functions never load: express (types and tests only) and @google-cloud/firestore (firebase-admin's own) stay out", () => {
    const unused = Object.keys(functions.dependencies).filter((name) => !imported.has(name));
    expect(unused).toEqual([]);
    expect(functions.dependencies).not.toHaveProperty("express");
    expect(functions.dependencies).not.toHaveProperty("@google-cloud/firestore");
    expect(functions.devDependencies).toHaveProperty("express");
  });
});

/** Whether `version` is within a caret range `^X.Y.Z` (the only kind firebase-admin uses for this). */
function withinCaret(version: string, range: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!wanted) throw new Error(`not a caret range: ${range}`);
  const have = version.split(".").map(Number);
  const want = wanted.slice(1).map(Number);
  if (have[0] !== want[0]) return false;
  for (let i = 1; i < 3; i++) if (have[i] !== want[i]) return have[i]! > want[i]!;
  return true;
}

describe("Firestore under firebase-admin, locally", () => {
  it("loads the root's @google-cloud/firestore, within the range firebase-admin asks for (its optional dependency, which npm on Node 20 skips)", () => {
    const nameAt = (at: string) =>
      existsSync(join(at, "package.json")) ? JSON.parse(readFileSync(join(at, "package.json"), "utf8")).name : null;
    /** The directory of the package `name` as `from` resolves it (some packages export no package.json). */
    const packageDir = (from: string, name: string) => {
      let dir = dirname(createRequire(from).resolve(name));
      while (nameAt(dir) !== name) dir = dirname(dir);
      return dir;
    };
    const adminDir = packageDir(join(root, "functions/package.json"), "firebase-admin");
    const admin = JSON.parse(readFileSync(join(adminDir, "package.json"), "utf8"));
    const range = admin.optionalDependencies["@google-cloud/firestore"] as string;
    // Where firebase-admin's own require finds it, as the functions do at run time.
    const firestoreDir = packageDir(join(adminDir, "package.json"), "@google-cloud/firestore");
    const loaded = JSON.parse(readFileSync(join(firestoreDir, "package.json"), "utf8")).version as string;
    expect(loaded).toBe(readJson("package.json").devDependencies["@google-cloud/firestore"]);
    expect(withinCaret(loaded, range), `firebase-admin asks for ${range}, the root pins ${loaded}`).toBe(true);
    expect(withinCaret("9.0.9", "^9.1.0")).toBe(false);
    expect(withinCaret("10.0.0", "^9.1.0")).toBe(false);
  });
});
