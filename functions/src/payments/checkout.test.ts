import { describe, expect, it } from "vitest";
import { localCheckoutUrl, returnUrls } from "./checkout.ts";

describe("checkout return URLs", () => {
  it("lead to the planner with the outcome in the query", () => {
    expect(returnUrls("https://trips.firebaseapp.com/")).toEqual({
      successUrl: "https://trips.firebaseapp.com/itinerary?payment_success=true",
      cancelUrl: "https://trips.firebaseapp.com/itinerary?payment_failed=true",
    });
    expect(localCheckoutUrl("http://localhost:5173", "cs_local_1")).toBe(
      "http://localhost:5173/api/local-checkout/cs_local_1",
    );
  });
});
