import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../logs.ts";
import type { StoredJob } from "../store/plan-jobs.ts";
import { againIfClosed } from "../store/db.ts";
import { failJobWithRetries, operationIdOf, type failJob } from "./lifecycle.ts";

const job = { home: "jobs" as const, uid: "traveller-1", id: "0b8f4a52-5d0e-4b8e-9a55-2f8d2c1f7e11" };
const failure = { status: 504, detail: "too slow" };
const failedJob = { ...job, status: "failed" } as unknown as StoredJob;

describe("failJobWithRetries", () => {
  afterEach(() => vi.restoreAllMocks());

  it("retries while Firestore is briefly unavailable, then returns the failed job", async () => {
    const fail = vi
      .fn<typeof failJob>()
      .mockRejectedValueOnce(new Error("UNAVAILABLE"))
      .mockRejectedValueOnce(new Error("ABORTED"))
      .mockResolvedValueOnce({ failed: true, job: failedJob });
    await expect(failJobWithRetries(job, failure, fail, [0, 0, 0])).resolves.toBe(failedJob);
    expect(fail).toHaveBeenCalledTimes(3);
    expect(fail).toHaveBeenLastCalledWith(job, failure);
  });

  it("gives up after the last delay without throwing, leaving the job to the sweeper", async () => {
    const fail = vi.fn<typeof failJob>().mockRejectedValue(new Error("UNAVAILABLE"));
    const warned = vi.spyOn(log, "warn").mockImplementation(() => {});
    await expect(failJobWithRetries(job, failure, fail, [0, 0])).resolves.toBeNull();
    expect(fail).toHaveBeenCalledTimes(3);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/sweeper/), expect.objectContaining({ id: job.id }));
  });
});

describe("operationIdOf", () => {
  it("gives each job one ledger operation, apart for browser jobs and SPEC endpoint runs", () => {
    expect(operationIdOf("jobs", "x")).toBe("plan-job-x");
    expect(operationIdOf("requests", "x")).toBe("plan-request-x");
  });
});

describe("againIfClosed", () => {
  const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });

  it("runs a transaction the emulator closed again, and gives up after three tries", async () => {
    let calls = 0;
    await expect(
      againIfClosed(async () => {
        calls += 1;
        if (calls < 3) throw closed;
        return "accepted";
      }),
    ).resolves.toBe("accepted");
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      againIfClosed(async () => {
        calls += 1;
        throw closed;
      }),
    ).rejects.toBe(closed);
    expect(calls).toBe(3);
  });

  it("passes any other failure on at once", async () => {
    const other = Object.assign(new Error("3 INVALID_ARGUMENT: bad id"), { code: 3 });
    let calls = 0;
    await expect(
      againIfClosed(async () => {
        calls += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
