import { getConfig } from "../config.ts";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/** The longest per-day delay a test may ask for: the deadline tests use stand-ins, not this. */
export const MAX_DAY_DELAY_MS = 30_000;

/**
 * How long the offline planner waits before each day it reports. Only in the emulator suite: there a
 * test may set `offlinePlannerDayDelayMs` in the server-only document `emulator/settings` to slow
 * just its own jobs (a browser test reloading mid-job), else OFFLINE_PLANNER_DAY_DELAY_MS applies.
 * Anywhere else it is 0 and nothing is read.
 */
export async function offlinePlannerDayDelayMs(): Promise<number> {
  const config = getConfig();
  if (!config.isEmulator) return 0;
  const value: unknown = (await firestore().doc(paths.emulatorSettings).get()).get("offlinePlannerDayDelayMs");
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return Math.min(value, MAX_DAY_DELAY_MS);
  return config.offlinePlannerDayDelayMs;
}
