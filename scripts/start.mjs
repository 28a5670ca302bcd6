// `npm start`: builds the app and runs it on the Firebase emulator suite until Ctrl-C.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildApp, emulatorConfig, firestoreEmulatorEnv, PROJECT_ID, ROOT, step } from "./environment.mjs";

const started = Date.now();
const emulators = emulatorConfig();
const env = { ...process.env, ...firestoreEmulatorEnv(), APP_BASE_URL: emulators.appUrl };
step("building functions and web app...");
buildApp(emulators);

// The CLI runs directly under this Node (no npx layer), so the signals below reach it and it can stop
// every emulator it started, the Java one included.
const firebase = spawn(
  process.execPath,
  [
    join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
    "emulators:start",
    "--project",
    PROJECT_ID,
    "--config",
    emulators.configPath,
    "--only",
    "auth,firestore,functions,hosting",
  ],
  { cwd: ROOT, env, stdio: ["inherit", "pipe", "inherit"] },
);

// The CLI's output arrives in chunks that may split a line: look for the ready line in a short tail.
let tail = "";
firebase.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  const text = tail + String(chunk);
  tail = text.slice(-40);
  if (text.includes("All emulators ready")) {
    tail = "";
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `\n  Itinerary planner is running at ${emulators.appUrl}  (ready in ${seconds} s; Ctrl-C stops everything)\n`,
    );
  }
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => firebase.kill("SIGINT"));
}
firebase.on("exit", (code) => process.exit(code ?? 0));
