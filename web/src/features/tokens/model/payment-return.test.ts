import { describe, expect, it } from "vitest";
import {
  paymentReturnFromSearch,
  pollUntilBalanceChanges,
  rememberBalanceBeforeCheckout,
  takeBalanceBeforeCheckout,
  type BalanceStorage,
} from "./payment-return";

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
    const result = await pollUntilBalanceChanges(script.refresh, {
      sleep: script.sleep,
      intervalMs: 1500,
      timeoutMs: 30_000,
    });
    expect(result).toBe(330);
    expect(script.calls()).toBe(5);
    expect(script.slept).toEqual([1500, 1500, 1500, 1500]);
  });

  it("gives up after the time limit when nothing changes", async () => {
    const script = scripted([30]);
    expect(
      await pollUntilBalanceChanges(script.refresh, { sleep: script.sleep, intervalMs: 1500, timeoutMs: 30_000 }),
    ).toBeNull();
    expect(script.calls()).toBe(21);
  });

  it("with the balance before the purchase, stops at the first refresh when the credit has already landed", async () => {
    const script = scripted([330, 330]);
    const result = await pollUntilBalanceChanges(script.refresh, { before: 30, sleep: script.sleep });
    expect(result).toBe(330);
    expect(script.calls()).toBe(1);
    expect(script.slept).toEqual([]);
  });

  it("with the balance before the purchase, waits for it to be exceeded, not merely changed", async () => {
    // A generation elsewhere spent tokens (20) before the credit arrived (320).
    const script = scripted([30, null, 20, 320]);
    expect(await pollUntilBalanceChanges(script.refresh, { before: 30, sleep: script.sleep })).toBe(320);
    expect(script.calls()).toBe(4);
  });

  it("with the balance before the purchase, still gives up after the time limit", async () => {
    const script = scripted([30]);
    expect(
      await pollUntilBalanceChanges(script.refresh, {
        before: 30,
        sleep: script.sleep,
        intervalMs: 1500,
        timeoutMs: 30_000,
      }),
    ).toBeNull();
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

describe("the balance remembered across the checkout", () => {
  function memoryStorage(): BalanceStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }
  const broken: BalanceStorage = {
    getItem: () => {
      throw new DOMException("blocked", "SecurityError");
    },
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
    removeItem: () => {
      throw new DOMException("blocked", "SecurityError");
    },
  };

  it("is read back once", () => {
    const storage = memoryStorage();
    rememberBalanceBeforeCheckout(30, { storage });
    expect(takeBalanceBeforeCheckout({ storage })).toBe(30);
    expect(takeBalanceBeforeCheckout({ storage })).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("is forgotten when the balance is unknown, so an older value cannot apply", () => {
    const storage = memoryStorage();
    rememberBalanceBeforeCheckout(30, { storage });
    rememberBalanceBeforeCheckout(null, { storage });
    expect(takeBalanceBeforeCheckout({ storage })).toBeNull();
  });

  it("is ignored once older than a checkout can live, or when malformed", () => {
    const storage = memoryStorage();
    rememberBalanceBeforeCheckout(30, { storage, now: () => 0 });
    expect(takeBalanceBeforeCheckout({ storage, now: () => 25 * 60 * 60 * 1000 })).toBeNull();
    for (const raw of [
      "not json",
      "{}",
      '{"balance":-1,"savedAt":0}',
      '{"balance":"30","savedAt":0}',
      '{"balance":30}',
    ]) {
      storage.setItem("itinerary.tokens.balanceBeforeCheckout", raw);
      expect(takeBalanceBeforeCheckout({ storage, now: () => 1000 })).toBeNull();
    }
  });

  it("tolerates storage that throws or does not exist", () => {
    expect(() => rememberBalanceBeforeCheckout(30, { storage: broken })).not.toThrow();
    expect(() => rememberBalanceBeforeCheckout(null, { storage: broken })).not.toThrow();
    expect(takeBalanceBeforeCheckout({ storage: broken })).toBeNull();
    expect(() => rememberBalanceBeforeCheckout(30, { storage: null })).not.toThrow();
    expect(takeBalanceBeforeCheckout({ storage: null })).toBeNull();
  });

  it("tolerates a sessionStorage that throws as soon as it is touched (storage blocked)", () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage");
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      expect(() => rememberBalanceBeforeCheckout(30)).not.toThrow();
      expect(takeBalanceBeforeCheckout()).toBeNull();
    } finally {
      if (original) Object.defineProperty(globalThis, "sessionStorage", original);
      else delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
    }
  });
});
