import { describe, expect, it } from "vitest";
import { sleep, untilAborted } from "./abort.ts";

describe("sleep", () => {
  it("waits, or rejects with the signal's reason when it aborts first", async () => {
    await expect(sleep(1)).resolves.toBeUndefined();
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error("deadline"));
    await expect(waiting).rejects.toThrow("deadline");
    await expect(sleep(1, controller.signal)).rejects.toThrow("deadline");
  });
});

describe("untilAborted", () => {
  it("passes the work's value and error through while the signal is quiet", async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted(Promise.resolve(7), signal)).resolves.toBe(7);
    await expect(untilAborted(Promise.reject(new Error("boom")), signal)).rejects.toThrow("boom");
  });

  it("stops waiting at the abort even though the work never ends", async () => {
    const controller = new AbortController();
    const stuck = untilAborted(new Promise(() => {}), controller.signal);
    controller.abort(new Error("too slow"));
    await expect(stuck).rejects.toThrow("too slow");
  });
});
