/** Tiny timing harness for `npm run bench`: percentiles over repeated runs, printed as one line. */
export interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Times `fn` `runs` times after `warmup` untimed runs; milliseconds. */
export async function measure(name: string, fn: () => unknown, runs = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { name, runs, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

export function report(timing: Timing, aimMs?: number): void {
  const verdict =
    aimMs === undefined
      ? ""
      : timing.p95 <= aimMs
        ? `  (aim p95 < ${aimMs} ms: met)`
        : `  (aim p95 < ${aimMs} ms: MISSED)`;
  console.log(
    `${timing.name.padEnd(48)} p50 ${timing.p50.toFixed(3).padStart(9)} ms   p95 ${timing.p95.toFixed(3).padStart(9)} ms   max ${timing.max.toFixed(3).padStart(9)} ms   n=${timing.runs}${verdict}`,
  );
}
