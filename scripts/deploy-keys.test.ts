import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the scripts, without types
import {
  GOOGLE_MAP_WITHOUT_MAP_ID,
  mapsKeysProblem,
  parseEnvFile,
  PLACES_WITHOUT_GOOGLE_MAP,
  serverHasPlacesKey,
  viteBuildValue,
} from "./deploy-keys.mjs";

const script = join(import.meta.dirname, "deploy-keys.mjs");

describe("the keys a deployment needs together", () => {
  it("refuses only a server that grounds with Places beside a browser without a Google map", () => {
    expect(mapsKeysProblem({ serverGroundsWithPlaces: true, browserHasGoogleMap: false })).toBe(
      PLACES_WITHOUT_GOOGLE_MAP,
    );
    const mapId = "8f3b2c1d0e9a7b6c";
    expect(
      mapsKeysProblem({ serverGroundsWithPlaces: true, browserHasGoogleMap: true, browserMapId: mapId }),
    ).toBeNull();
    expect(mapsKeysProblem({ serverGroundsWithPlaces: false, browserHasGoogleMap: false })).toBeNull();
    // Our own guide's locations may sit on a Google map.
    expect(
      mapsKeysProblem({ serverGroundsWithPlaces: false, browserHasGoogleMap: true, browserMapId: mapId }),
    ).toBeNull();
  });

  it("refuses a Google map without a Map ID of the deployment's own: Google's DEMO_MAP_ID is not for production", () => {
    for (const browserMapId of [undefined, "", "DEMO_MAP_ID"]) {
      expect(mapsKeysProblem({ serverGroundsWithPlaces: false, browserHasGoogleMap: true, browserMapId })).toBe(
        GOOGLE_MAP_WITHOUT_MAP_ID,
      );
      expect(mapsKeysProblem({ serverGroundsWithPlaces: true, browserHasGoogleMap: true, browserMapId })).toBe(
        GOOGLE_MAP_WITHOUT_MAP_ID,
      );
    }
    // The keyless map has no Map ID to need.
    expect(mapsKeysProblem({ serverGroundsWithPlaces: false, browserHasGoogleMap: false })).toBeNull();
  });

  it("knows the server key from the environment, else from a version of the Secret Manager secret", () => {
    const asked: string[][] = [];
    const run = (answer: number) => (args: string[]) => (asked.push(args), answer);
    expect(serverHasPlacesKey("my-project", { env: { GOOGLE_MAPS_SERVER_KEY: "k" }, run: run(1) })).toBe(true);
    expect(asked).toEqual([]);
    expect(serverHasPlacesKey("my-project", { env: {}, run: run(0) })).toBe(true);
    expect(serverHasPlacesKey("my-project", { env: {}, run: run(2) })).toBe(false);
    expect(asked[0]).toEqual(["functions:secrets:get", "GOOGLE_MAPS_SERVER_KEY", "--project", "my-project"]);
  });

  describe("the browser key as the production build sees it", () => {
    let webDir: string;
    beforeEach(() => {
      webDir = mkdtempSync(join(tmpdir(), "deploy-keys-"));
    });
    afterEach(() => rmSync(webDir, { recursive: true, force: true }));

    it("takes the environment first, then .env.production.local, .env.local, .env.production, .env", () => {
      writeFileSync(join(webDir, ".env"), "VITE_GOOGLE_MAPS_API_KEY=from-env-file\n");
      expect(viteBuildValue("VITE_GOOGLE_MAPS_API_KEY", { env: {}, webDir })).toBe("from-env-file");
      writeFileSync(
        join(webDir, ".env.production"),
        '# the real one\nexport VITE_GOOGLE_MAPS_API_KEY="from-production" # quoted\n',
      );
      expect(viteBuildValue("VITE_GOOGLE_MAPS_API_KEY", { env: {}, webDir })).toBe("from-production");
      expect(
        viteBuildValue("VITE_GOOGLE_MAPS_API_KEY", { env: { VITE_GOOGLE_MAPS_API_KEY: "from-shell" }, webDir }),
      ).toBe("from-shell");
      expect(viteBuildValue("VITE_GOOGLE_MAPS_API_KEY", { env: { VITE_GOOGLE_MAPS_API_KEY: "" }, webDir })).toBe("");
      expect(parseEnvFile("A=1 # note\nB='two words'\n  C =\n#D=4")).toEqual({ A: "1", B: "two words", C: "" });
    });
  });

  it("runs before firebase deploy uploads the functions or the site, and stops it with the reason", () => {
    const firebase = JSON.parse(readFileSync(join(import.meta.dirname, "../firebase.json"), "utf8"));
    const hook = 'node "$PROJECT_DIR/scripts/deploy-keys.mjs"';
    expect(firebase.hosting.predeploy).toContain(hook);
    expect(firebase.functions[0].predeploy).toContain(hook);

    /** The hook's exit status and error output, or null when it let the deployment go ahead. */
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        execFileSync(process.execPath, [script], { env, stdio: "pipe" });
        return null;
      } catch (error) {
        const { status, stderr } = error as { status: number; stderr: Buffer };
        return { status, stderr: stderr.toString() };
      }
    };
    const env = { PATH: process.env.PATH ?? "", GOOGLE_MAPS_SERVER_KEY: "server-key", VITE_GOOGLE_MAPS_API_KEY: "" };
    expect(refusal(env)).toEqual({
      status: 1,
      stderr: expect.stringContaining(`deploy refused: ${PLACES_WITHOUT_GOOGLE_MAP}`),
    });
    expect(refusal({ ...env, VITE_GOOGLE_MAPS_API_KEY: "browser-key" })).toEqual({
      status: 1,
      stderr: expect.stringContaining(`deploy refused: ${GOOGLE_MAP_WITHOUT_MAP_ID}`),
    });
    const ok = execFileSync(process.execPath, [script], {
      env: { ...env, VITE_GOOGLE_MAPS_API_KEY: "browser-key", VITE_GOOGLE_MAP_ID: "8f3b2c1d0e9a7b6c" },
    }).toString();
    expect(ok).toContain("deploy keys: consistent");
  });
});
