import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  page: string;
  /** Whether issue 10's goals apply (the public pages); the planner's row is for information. */
  hasGoals: boolean;
  scores: Record<Category, number>;
  /** The timings behind the performance score, as Lighthouse displays them (FCP, LCP, TBT, CLS). */
  metrics: string;
  /** Audits that cost points outside performance (whose misses are timings, reported by the score). */
  failing: string[];
  /** Audits this page fails on purpose, with the reason: they are said, not counted as a missed goal. */
  onPurpose: Record<string, string>;
  /** Categories below their goal only because of audits failed on purpose. */
  excused: Category[];
}

const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
} as const;

/** What the first row of an audit's table says (which console error, which element), to know where to look. */
function firstItem(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const item = items?.[0];
  if (!item) return "";
  const text = [item.description, (item.node as { snippet?: string } | undefined)?.snippet, item.source, item.url]
    .filter((part) => typeof part === "string" && part)
    .join(" ");
  return text ? `: ${text.slice(0, 200)}${items.length > 1 ? ` (and ${items.length - 1} more)` : ""}` : "";
}

/** The goals of issue 10: performance at least 95, everything else 100. */
export const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

/**
 * Lighthouse's default (mobile, simulated throttling) run of one URL in the browser behind `port`.
 * `keepStorage` keeps the signed-in session (Lighthouse clears the origin's storage by default), and
 * with it the HTTP cache: `beforeRun` can empty that for a cold load.
 */
async function auditOnce(url: string, port: number, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * The performance score swings a few points between runs on a shared machine (Lighthouse's own advice
 * is the median of several runs); the other categories do not depend on timing.
 */
export async function auditPage(
  page: string,
  url: string,
  port: number,
  options: {
    keepStorage?: boolean;
    runs?: number;
    hasGoals?: boolean;
    beforeRun?: () => Promise<void>;
    onPurpose?: Record<string, string>;
  } = {},
): Promise<PageScores> {
  const runs = Math.max(1, options.runs ?? 1);
  const reports: Awaited<ReturnType<typeof auditOnce>>[] = [];
  for (let i = 0; i < runs; i++) {
    await options.beforeRun?.();
    reports.push(await auditOnce(url, port, options.keepStorage ?? false));
  }
  const score = (lhr: (typeof reports)[number], category: Category) =>
    Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const byPerformance = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(median, category)])) as Record<
    Category,
    number
  >;
  const failing = CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    (median.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => median.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} (${audit.title})${firstItem(audit.details)}`),
  );
  // Which element Lighthouse took as the largest paint: the place to look when LCP is slow.
  const lcpDetails = (median.audits["lcp-breakdown-insight"] ?? median.audits["largest-contentful-paint-element"])
    ?.details;
  const lcpSnippet = JSON.stringify(lcpDetails ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
  const lcpElement = lcpSnippet ? `; LCP element ${lcpSnippet.replace(/\\"/g, '"').slice(0, 100)}` : "";
  // What moved, when the page shifts: the element Lighthouse blames first.
  const shifted =
    (median.audits["cumulative-layout-shift"]?.numericValue ?? 0) > 0.05
      ? firstItem(median.audits["layout-shifts"]?.details)
      : "";
  const shiftElement = shifted ? `; shifted${shifted.slice(1)}` : "";
  const metrics =
    Object.entries(METRICS)
      .map(([label, id]) => `${label} ${median.audits[id]?.displayValue ?? "?"}`)
      .join(", ") +
    lcpElement +
    shiftElement;
  const onPurpose = options.onPurpose ?? {};
  const failedIds = (category: Category) =>
    (median.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (median.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const excused = CATEGORIES.filter(
    (category) =>
      category !== "performance" &&
      scores[category] < GOALS[category] &&
      failedIds(category).every((id) => id in onPurpose),
  );
  return { page, hasGoals: options.hasGoals ?? true, scores, metrics, failing, onPurpose, excused };
}

export function printScoreTable(rows: PageScores[], runs: number, servedOver: string): void {
  const header = ["page", "perf", "a11y", "best practices", "SEO"];
  const cell = (row: PageScores, category: Category) =>
    `${row.scores[category]}${
      row.excused.includes(category)
        ? " on purpose"
        : row.hasGoals && row.scores[category] < GOALS[category]
          ? " MISSED"
          : ""
    }`;
  const lines = [header, ...rows.map((row) => [row.page, ...CATEGORIES.map((category) => cell(row, category))])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  console.log(
    `Lighthouse, default mobile run${runs > 1 ? `, median of ${runs} by performance` : ""}, the app served over ${servedOver} (goals: perf >= 95, others 100)`,
  );
  for (const line of lines) console.log(`  ${line.map((text, column) => text.padEnd(widths[column]!)).join("  ")}`);
  for (const row of rows) console.log(`  ${row.page}: ${row.metrics}`);
  for (const row of rows) for (const failure of row.failing) console.log(`  ${row.page}: ${failure}`);
  for (const row of rows)
    for (const [id, reason] of Object.entries(row.onPurpose)) console.log(`  ${row.page}: ${id} on purpose: ${reason}`);
}
