import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../logs.ts";
import { refundWithRetries, type Charge } from "./balance.ts";

const charge: Charge = { uid: "traveller-1", amount: 10, reason: "generate", operationId: "op-1", balanceAfter: 20 };

describe("refundWithRetries", () => {
  afterEach(() => vi.restoreAllMocks());

  it("retries a refund that fails for a moment and reports success", async () => {
    const refund = vi
      .fn<(charge: Charge, detail: string) => Promise<number>>()
      .mockRejectedValueOnce(new Error("UNAVAILABLE"))
      .mockRejectedValueOnce(new Error("ABORTED"))
      .mockResolvedValueOnce(30);
    const failed = vi.spyOn(log, "refundFailed");

    await expect(refundWithRetries(charge, "model timed out", refund, [0, 0, 0])).resolves.toBe(true);
    expect(refund).toHaveBeenCalledTimes(3);
    expect(refund).toHaveBeenLastCalledWith(charge, "model timed out");
    expect(failed).not.toHaveBeenCalled();
  });

  it("gives up after the last delay and logs what to give back by hand, without throwing", async () => {
    const refund = vi.fn<(charge: Charge, detail: string) => Promise<number>>().mockRejectedValue(new Error("UNAVAILABLE"));
    const failed = vi.spyOn(log, "refundFailed").mockImplementation(() => {});

    await expect(refundWithRetries(charge, "model timed out", refund, [0, 0])).resolves.toBe(false);
    expect(refund).toHaveBeenCalledTimes(3);
    expect(failed).toHaveBeenCalledWith("traveller-1", 10, "op-1", expect.any(Error));
  });

  it("does not retry a refund that succeeds the first time", async () => {
    const refund = vi.fn<(charge: Charge, detail: string) => Promise<number>>().mockResolvedValue(30);
    await expect(refundWithRetries(charge, "x", refund, [0, 0, 0])).resolves.toBe(true);
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
