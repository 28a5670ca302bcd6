// A fake of a paid or outside service (functions/test/*-fake-server.ts) as a process of its own, for an
// emulator suite whose functions call it. It listens on a free port, so suites started side by side
// (EMULATOR_PORT_OFFSET) never meet, and it dies with the process that started it.
import { spawn } from "node:child_process";
import { ROOT } from "./environment.mjs";

/**
 * Starts the server script `server` (which prints "listening on <url>") and resolves once it listens,
 * with its base URL and a `stop()` that ends it and waits for it. Rejects when it does not come up
 * within `timeoutMs`; `name` says which fake in the messages.
 */
export function startFakeProcess(server, name, { timeoutMs = 15_000 } = {}) {
  // Node 22 runs the TypeScript server as it is (type stripping): no build step, no extra process.
  const child = spawn(process.execPath, [server, "0"], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  // test.mjs leaves through process.exit when a stage fails: the fake must not outlive it.
  const killOnExit = () => child.kill("SIGTERM");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  return new Promise((resolve, reject) => {
    let output = "";
    let settled = false;
    const fail = (message) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${message}${output ? `\n${output}` : ""}`)));
    };
    const timer = setTimeout(() => fail(`the ${name} did not start within ${timeoutMs} ms`), timeoutMs);
    child.once("error", (error) => fail(`the ${name} could not start: ${error.message}`));
    void exited.then((code) => fail(`the ${name} exited (${code}) before it listened`));
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => {
      output += text;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout.removeAllListeners("data");
      // Keep reading whatever else it prints, so a full pipe never blocks it.
      child.stdout.resume();
      resolve({ url, pid: child.pid, stop });
    });
  });
}
