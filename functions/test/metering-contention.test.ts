import "./functions-firestore.ts";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { planningEndpoints } from "../src/endpoints/planning.ts";
import { balanceOf, ledgerOf, ledgerSum, lisbon } from "./plan-job-support.ts";
import { mount } from "./mount.ts";
import { signUpWithProfile } from "./support.ts";

/**
 * Twenty generations of one traveller at once, against the Firestore emulator's transactions. The
 * handler runs in this process: through the functions emulator, twenty cold workers on a busy machine
 * meet the proxy's timeout before the balance is ever asked, which tests the machine, not the metering.
 */

const { generateItinerary } = planningEndpoints();

describe("metering under contention", () => {
  it("gives exactly three of twenty parallel generations to a balance that covers three", async () => {
    const user = await signUpWithProfile(); // 30 welcome tokens: three generations at 10
    const app = mount(generateItinerary);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(app).post("/").set("Authorization", `Bearer ${user.idToken}`).send(lisbon),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(17);
    for (const refused of responses.filter((r) => r.status === 402)) {
      expect(refused.body.detail).toMatch(/^Not enough tokens: this needs 10 and you have \d+\.$/);
    }
    expect(
      responses
        .filter((r) => r.status === 200)
        .map((r) => r.body.tokens_remaining)
        .sort(),
    ).toEqual([0, 10, 20]);

    const balance = await balanceOf(user.uid);
    expect(balance).toBe(0);
    const ledger = await ledgerOf(user.uid);
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(ledger.filter((entry) => entry.reason === "generate")).toHaveLength(3);
    expect(ledgerSum(ledger)).toBe(balance);
  }, 180_000);
});
