import { describe, expect, it } from "vitest";
import { describeFigures, runMoneyLoad } from "./load/money-load.ts";

/** A modest load (the full size runs in `npm run bench`): see load/money-load.ts for what is checked. */
describe("the money under load", () => {
  it("ten travellers' parallel generations and replayed purchases: no overspend, no double credit, ledgers that add up", async () => {
    const figures = await runMoneyLoad({ users: 10, generatesPerUser: 2, replays: 3, startBalance: 10 });
    console.log(`[load] ${describeFigures(figures)}`);
    expect(figures.problems).toEqual([]);
    expect(figures.otherStatuses).toEqual({});
    expect(figures.webhookFailures).toBe(0);
    expect(figures.generated + figures.refused).toBe(20);
    expect(figures.webhookDeliveries).toBe(40);
  }, 400_000);
});
