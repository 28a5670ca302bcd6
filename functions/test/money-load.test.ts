import { describe, expect, it } from "vitest";
import { describeFigures, runMoneyLoad } from "./load/money-load.ts";

/** A modest load (the full size runs in `npm run bench`): see load/money-load.ts for what is checked. */
describe("the money under load", () => {
  it("ten travellers' parallel generations and replayed purchases: no overspend, no double credit, ledgers that add up", async () => {
    // One generation each, from an empty balance: it can only be paid by the purchase landing first.
    // Ten at once keeps the functions emulator (a worker per concurrent request) within a small machine.
    const figures = await runMoneyLoad({ users: 10, generatesPerUser: 1, replays: 3, startBalance: 0 });
    console.log(`[load] ${describeFigures(figures)}`);
    expect(figures.problems).toEqual([]);
    expect(figures.otherStatuses).toEqual({});
    expect(figures.webhookFailures).toBe(0);
    expect(figures.generated + figures.refused).toBe(10);
    expect(figures.webhookDeliveries).toBe(40);
  }, 400_000);
});
