import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("RateLimiter", () => {
  it("allows `limit` events per window per client, then refuses until the window ends", () => {
    const time = clock();
    const limiter = new RateLimiter(3, 60_000, 100, time.now);
    expect([1, 2, 3, 4].map(() => limiter.take("a"))).toEqual([true, true, true, false]);
    expect(limiter.take("b")).toBe(true);
    time.advance(45_000);
    expect(limiter.take("a")).toBe(false);
    expect(limiter.retryAfterSeconds("a")).toBe(15);
    time.advance(15_000);
    expect(limiter.take("a")).toBe(true);
  });

  it("stays bounded: with the table full, the oldest clients are forgotten", () => {
    const time = clock();
    const limiter = new RateLimiter(1, 60_000, 2, time.now);
    expect(limiter.take("a")).toBe(true);
    time.advance(1);
    limiter.take("b");
    time.advance(1);
    limiter.take("c");
    // "a" was evicted, so it starts a fresh window; "c" is still remembered and refused.
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("c")).toBe(false);
  });
});
