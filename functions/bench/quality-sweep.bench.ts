// The seeded random sweep of plan quality (quality-sweep.ts): every covered city x random interests x
// travel types x paces x 1 to 14 days x start dates across the year, plus the quality grid.
//   SWEEP_SEED=<integer> replays a sweep (the seed is printed); SWEEP_PLANS=<count> sets how many random plans.
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { DEFAULT_SWEEP_PLANS, DEFAULT_SWEEP_SEED, formatSweep, runSweep } from "./quality-sweep.ts";

function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

const seed = wholeNumber("SWEEP_SEED", DEFAULT_SWEEP_SEED);
const plans = wholeNumber("SWEEP_PLANS", DEFAULT_SWEEP_PLANS);
const started = performance.now();
const report = await runSweep(DESTINATIONS, { seed, plans });
console.log(formatSweep(report));
console.log(`(${report.plans} plans in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
