// Refuses a deployment whose keys do not go together; run by `firebase deploy` before it uploads
// anything (firebase.json `predeploy`), and by hand: `node scripts/deploy-keys.mjs --project <id>`.
//
// Google's terms: Places content shown on a map must be on a Google map. The server grounds plans with
// Places when the GOOGLE_MAPS_SERVER_KEY secret is set, and every stop it confirms carries Places
// coordinates; a browser built without VITE_GOOGLE_MAPS_API_KEY draws them on the keyless Leaflet map.
// So the server key needs the browser key. Refusing the deployment keeps one simple rule (what the
// server grounds, the browser shows on a Google map) instead of a keyless map that silently drops the
// stops it was meant to show.
//
// A browser with a Google map also needs a Map ID of the deployment's own: the Advanced Markers draw only
// on a map with one, and the DEMO_MAP_ID the web app falls back to is Google's, for samples and tests.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The .env files Vite reads for a production build, most specific first (its own precedence). */
export const VITE_PRODUCTION_ENV_FILES = [".env.production.local", ".env.local", ".env.production", ".env"];

/** KEY=value lines of a .env file (quotes and comments as dotenv writes them). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)?\s*$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? "").trim();
    const quoted = /^(["'])(.*?)\1(\s+#.*)?$/.exec(value);
    values[match[1]] = quoted ? quoted[2] : value.replace(/(^|\s+)#.*$/, "");
  }
  return values;
}

/** A variable as the web's production build sees it: the environment first, then the .env files. */
export function viteBuildValue(name, { env = process.env, webDir = join(ROOT, "web") } = {}) {
  if (env[name] !== undefined) return env[name].trim();
  for (const file of VITE_PRODUCTION_ENV_FILES) {
    const path = join(webDir, file);
    if (!existsSync(path)) continue;
    const values = parseEnvFile(readFileSync(path, "utf8"));
    if (values[name] !== undefined) return values[name].trim();
  }
  return "";
}

export const PLACES_WITHOUT_GOOGLE_MAP =
  "GOOGLE_MAPS_SERVER_KEY is set, so the server grounds plans with Google Places, but the web app is built without " +
  "VITE_GOOGLE_MAPS_API_KEY, so it would draw Places locations on the keyless (non-Google) map, which Google's terms forbid. " +
  "Build the web app with VITE_GOOGLE_MAPS_API_KEY (and VITE_GOOGLE_MAP_ID), or delete the GOOGLE_MAPS_SERVER_KEY secret.";

/** Google's Map ID for samples and tests: the web app's default, "not for production" in Google's words. */
export const DEMO_MAP_ID = "DEMO_MAP_ID";

export const GOOGLE_MAP_WITHOUT_MAP_ID =
  "The web app is built with VITE_GOOGLE_MAPS_API_KEY but without a Map ID of its own, so its map would run on " +
  `Google's ${DEMO_MAP_ID}, which is for development and tests, not production. Create a Map ID in the Google Cloud ` +
  "console (Google Maps Platform, Map management, JavaScript, Vector) and build with VITE_GOOGLE_MAP_ID set to it.";

/** What is wrong with this pairing of keys, or null when the deployment may go ahead. */
export function mapsKeysProblem({ serverGroundsWithPlaces, browserHasGoogleMap, browserMapId = "" }) {
  if (serverGroundsWithPlaces && !browserHasGoogleMap) return PLACES_WITHOUT_GOOGLE_MAP;
  if (browserHasGoogleMap && (browserMapId === "" || browserMapId === DEMO_MAP_ID)) return GOOGLE_MAP_WITHOUT_MAP_ID;
  return null;
}

/**
 * Whether the deployed functions will have GOOGLE_MAPS_SERVER_KEY: a value in this environment, else a
 * version of the Secret Manager secret (`firebase functions:secrets:get` lists versions, never values).
 */
export function serverHasPlacesKey(project, { env = process.env, run = runFirebase } = {}) {
  if (env.GOOGLE_MAPS_SERVER_KEY?.trim()) return true;
  if (!project) return false;
  return run(["functions:secrets:get", "GOOGLE_MAPS_SERVER_KEY", "--project", project]) === 0;
}

function runFirebase(args) {
  const firebase = join(ROOT, "node_modules", ".bin", "firebase");
  return spawnSync(existsSync(firebase) ? firebase : "firebase", args, { stdio: "ignore" }).status ?? 1;
}

function projectFromArgs(argv, env) {
  const at = argv.indexOf("--project");
  return (at >= 0 ? argv[at + 1] : null) ?? env.GCLOUD_PROJECT ?? null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const project = projectFromArgs(process.argv.slice(2), process.env);
  const problem = mapsKeysProblem({
    serverGroundsWithPlaces: serverHasPlacesKey(project),
    browserHasGoogleMap: viteBuildValue("VITE_GOOGLE_MAPS_API_KEY") !== "",
    browserMapId: viteBuildValue("VITE_GOOGLE_MAP_ID"),
  });
  if (problem) {
    console.error(`deploy refused: ${problem}`);
    process.exit(1);
  }
  console.log("deploy keys: consistent");
}
