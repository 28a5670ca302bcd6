// Fee review coverage: how many paid places of the offline guide carry a fee checked against a dated
// stored page (fees/reviews.ts), overall and among the must-sees, and how the rest are accounted for.
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { feeReviewCoverage } from "../src/planning/guide/fees/fee-reviews.ts";
import { RATES_AS_OF } from "../src/planning/guide/fees/rates.ts";
import { NOT_SEARCHED, STALE_OR_UNDATED } from "../src/planning/guide/fees/unreviewed.ts";

const share = (part: number, whole: number) => (whole === 0 ? "n/a" : `${((100 * part) / whole).toFixed(1)}%`);
const count = (lists: Readonly<Record<string, object>>) =>
  Object.values(lists).reduce((sum, list) => sum + Object.keys(list).length, 0);

const coverage = feeReviewCoverage(DESTINATIONS);
console.log(`fee review over ${coverage.destinations} destinations (rates as of ${RATES_AS_OF})`);
console.log(`paid places                      ${String(coverage.paid).padStart(5)}`);
console.log(
  `  reviewed against a dated page  ${String(coverage.reviewed).padStart(5)}   ${share(coverage.reviewed, coverage.paid)}`,
);
console.log(`paid must-sees                   ${String(coverage.mustSeePaid).padStart(5)}`);
console.log(
  `  reviewed                       ${String(coverage.mustSeeReviewed).padStart(5)}   ${share(coverage.mustSeeReviewed, coverage.mustSeePaid)}`,
);
console.log(
  `  searched, only stale/undated   ${String(count(STALE_OR_UNDATED)).padStart(5)}   ${share(count(STALE_OR_UNDATED), coverage.mustSeePaid)}`,
);
console.log(
  `  not yet searched               ${String(count(NOT_SEARCHED)).padStart(5)}   ${share(count(NOT_SEARCHED), coverage.mustSeePaid)}`,
);
