import { initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { readFileSync } from "node:fs";

/**
 * A rules test environment on the real Firestore emulator, loaded with the project's firestore.rules,
 * in a project of its own (`projectId`) so its data stays apart from other tests'.
 */
export async function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? "").split(":");
  if (!host || !port) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through scripts/test.mjs");
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8"),
      host,
      port: Number(port),
    },
  });
}
