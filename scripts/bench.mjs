// `npm run bench`: runs every functions/bench/*.bench.ts in its own process and prints the figures.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, run } from "./environment.mjs";

const dir = join(ROOT, "functions", "bench");
const benches = readdirSync(dir).filter((file) => file.endsWith(".bench.ts")).sort();
for (const file of benches) {
  console.log(`\n== ${file}`);
  run("npx", ["tsx", "--expose-gc", join(dir, file)]);
}
