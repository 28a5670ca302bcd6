// Plan quality: all covered destinations x 3 travel types x 3 paces (5-day trips), plus three cases per
// destination with dietary and mobility needs, offline, through the pipeline; each final plan checked
// against every rule of the checker's registry (goal: 100% passing).
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { formatQuality, measureQuality, qualityCases } from "./plan-quality.ts";

const started = performance.now();
const report = await measureQuality(DESTINATIONS, qualityCases(DESTINATIONS));
console.log(formatQuality(report));
console.log(`(${report.plans} plans in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
