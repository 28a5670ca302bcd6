import { describe, expect, it } from "vitest";
import { paymentReturnFromSearch, pollUntilBalanceChanges } from "./payment-return";

describe("payment return", () => {
  it("reads the checkout's return query", () => {
    expect(paymentReturnFromSearch("?payment_success=true")).toBe("success");
    expect(paymentReturnFromSearch("?payment_failed=true")).toBe("failed");
    expect(paymentReturnFromSearch("?payment_success=false")).toBeNull();
    expect(paymentReturnFromSearch("")).toBeNull();
  });
});

describe("pollUntilBalanceChanges", () => {
  function scripted(values: (number | null)[]) {
    let calls = 0;
    const slept: number[] = [];
    return {
      refresh: async () => values[Math.min(calls++, values.length - 1)] ?? null,
      sleep: async (ms: number) => void slept.push(ms),
      calls: () => calls,
      slept,
    };
  }

  it("keeps refreshing until the credit shows, then stops", async () => {
    const script = scripted([30, 30, null, 30, 330, 330]);
    const result = await pollUntilBalanceChanges(script.refresh, { sleep: script.sleep, intervalMs: 1500, timeoutMs: 30_000 });
    expect(result).toBe(330);
    expect(script.calls()).toBe(5);
    expect(script.slept).toEqual([1500, 1500, 1500, 1500]);
  });

  it("gives up after the time limit when nothing changes", async () => {
    const script = scripted([30]);
    expect(await pollUntilBalanceChanges(script.refresh, { sleep: script.sleep, intervalMs: 1500, timeoutMs: 30_000 })).toBeNull();
    expect(script.calls()).toBe(21);
  });

  it("stops when cancelled", async () => {
    const script = scripted([30]);
    let cancelled = false;
    const sleep = async () => {
      cancelled = true;
    };
    expect(await pollUntilBalanceChanges(script.refresh, { sleep, isCancelled: () => cancelled })).toBeNull();
    expect(script.calls()).toBe(1);
  });
});
