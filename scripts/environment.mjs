// Machine checks and set-up shared by `npm start` and `npm test`: everything the app needs beyond
// `npm install` is prepared here or reported with a clear message.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const PROJECT_ID = "demo-itinerary-planner";
const CACHE = join(ROOT, ".cache");
const FIRESTORE_EMULATOR_DIR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator";
const FIRESTORE_EMULATOR_JAR = join(FIRESTORE_EMULATOR_DIR, "cloud-firestore-emulator.jar");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function fail(message) {
  console.error(`\n[setup] ${message}\n`);
  process.exit(1);
}

export function step(message) {
  console.log(`[setup] ${message}`);
}

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * firebase-tools downloads its own Firestore emulator jar, which needs Java 21 and internet. These
 * machines have Java 17 and Google's emulator from Debian instead; a tiny launcher jar whose manifest
 * names the main class lets firebase-tools run that one.
 */
export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH)
    return { FIRESTORE_EMULATOR_BINARY_PATH: process.env.FIRESTORE_EMULATOR_BINARY_PATH };
  if (!has("java"))
    fail(
      "Java is not installed. The Firestore emulator needs Java 17 or newer (apt-get install openjdk-17-jre-headless).",
    );
  if (!existsSync(FIRESTORE_EMULATOR_JAR)) {
    // On a laptop with internet and Java 21, firebase-tools fetches its own jar.
    step(
      `No Debian Firestore emulator at ${FIRESTORE_EMULATOR_DIR}; letting firebase-tools use its own (needs Java 21 and internet).`,
    );
    return {};
  }
  const launcher = join(CACHE, "firestore-emulator-launcher.jar");
  if (!existsSync(launcher)) {
    if (!has("jar"))
      fail("The JDK 'jar' tool is missing; install openjdk-17-jdk-headless to build the Firestore emulator launcher.");
    mkdirSync(CACHE, { recursive: true });
    const manifest = join(CACHE, "firestore-launcher-manifest.txt");
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:${FIRESTORE_EMULATOR_JAR}\n`,
    );
    execFileSync("jar", ["cfm", launcher, manifest], { stdio: "inherit" });
    step(`built Firestore emulator launcher ${launcher}`);
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/** Browser tests and PDF checks run in Debian's Chromium (with poppler and openssl); install them when we are allowed to. */
export function ensureChromium() {
  const needChromium = !existsSync(CHROMIUM);
  const needPoppler = !has("pdftoppm");
  // The map tile server's stand-in (functions/test/osm-tile-fake.ts) makes its certificate with it.
  const needOpenssl = !has("openssl");
  if (!needChromium && !needPoppler && !needOpenssl) return;
  const packages = [needChromium && "chromium", needPoppler && "poppler-utils", needOpenssl && "openssl"].filter(
    Boolean,
  );
  if (process.getuid?.() !== 0) {
    fail(`Missing ${packages.join(" and ")}. Install with: sudo apt-get install -y ${packages.join(" ")}`);
  }
  step(`installing ${packages.join(", ")} from Debian (one time)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
  if (update.status !== 0 || install.status !== 0 || (needChromium && !existsSync(CHROMIUM))) {
    fail(`Could not install ${packages.join(", ")} with apt-get. Install them by hand and run again.`);
  }
}

/**
 * Adds `origin` to the Content-Security-Policy's `directives` (by default connect-src and frame-src:
 * the Auth SDK's REST calls and its helper iframe), wherever firebase.json's Hosting headers set the policy.
 */
export function allowInPolicy(hosting, origin, directives = ["connect-src", "frame-src"]) {
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== "Content-Security-Policy") continue;
      header.value = header.value
        .split(";")
        .map((directive) => directive.trim())
        .map((directive) => (directives.includes(directive.split(/\s/)[0]) ? `${directive} ${origin}` : directive))
        .join("; ");
    }
  }
}

/**
 * A generated copy of firebase.json whose emulator ports are shifted by `offset`, so two suites can
 * run side by side (offset 0 keeps the checked-in ports), and whose Content-Security-Policy also
 * allows the local Auth emulator. Returns the config path and the emulator addresses.
 * Use offsets 1100, 2200, 3300, 4400 or 5500: their port sets meet neither each other nor the ports
 * that fetch and browsers refuse (6000, 10080, ...).
 */
export function emulatorConfig(offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0)) {
  const base = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
  const ports = {};
  for (const [name, value] of Object.entries(base.emulators)) {
    if (!value || typeof value !== "object") continue;
    for (const key of Object.keys(value).filter((k) => /port$/i.test(k))) value[key] += offset;
    if ("port" in value) ports[name] = value.port;
  }
  const host = "127.0.0.1";
  // The SPA built for this suite signs in through the Auth emulator over plain http, which the
  // checked-in policy (production's) rightly refuses; only this generated copy allows it.
  allowInPolicy(base.hosting, `http://${host}:${ports.auth}`);
  // The planner follows its plan jobs' documents through the Firestore SDK (deployed: firestore.googleapis.com).
  allowInPolicy(base.hosting, `http://${host}:${ports.firestore}`, ["connect-src"]);
  if (offset) base.hosting.public = `web/dist-${offset}`;
  const webDist = join(ROOT, base.hosting.public);
  const configPath = join(ROOT, `firebase.${offset}.generated.json`);
  writeFileSync(configPath, JSON.stringify(base, null, 2));
  return {
    configPath,
    webDist,
    ports,
    appUrl: `http://${host}:${ports.hosting}`,
    authEmulatorUrl: `http://${host}:${ports.auth}`,
    firestoreEmulatorUrl: `http://${host}:${ports.firestore}`,
    env: {
      APP_URL: `http://${host}:${ports.hosting}`,
      APP_BASE_URL: `http://${host}:${ports.hosting}`,
      FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
      GCLOUD_PROJECT: PROJECT_ID,
    },
  };
}

/** Runs a command with output passed through; exits with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    cwd: ROOT,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    console.error(`\n[setup] failed: ${command} ${args.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

/** Builds the functions bundle and the SPA (pointed at this suite's Auth emulator). */
export function buildApp(emulators) {
  run("npm", ["run", "build", "-w", "functions", "--silent"]);
  run("npx", ["vite", "build", "--logLevel", "warn", "--outDir", emulators.webDist, "--emptyOutDir"], {
    cwd: join(ROOT, "web"),
    env: {
      VITE_AUTH_EMULATOR_URL: emulators.authEmulatorUrl,
      VITE_FIRESTORE_EMULATOR_URL: emulators.firestoreEmulatorUrl,
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    },
  });
}

/**
 * Runs `command` inside one `firebase emulators:exec` of Auth, Firestore, Functions and Hosting for
 * this suite's ports; exits with the command's code when it fails.
 */
export function runInEmulators(emulators, command, { env = {}, extraArgs = [] } = {}) {
  run(
    "npx",
    [
      "firebase",
      "emulators:exec",
      "--project",
      PROJECT_ID,
      "--config",
      emulators.configPath,
      "--only",
      "auth,firestore,functions,hosting",
      ...extraArgs,
      command,
    ],
    {
      env: {
        ...firestoreEmulatorEnv(),
        APP_BASE_URL: emulators.appUrl,
        APP_URL: emulators.appUrl,
        // The built app Hosting serves: a journey that plays a new deploy changes its worker there.
        WEB_DIST: emulators.webDist,
        ...env,
      },
    },
  );
}
