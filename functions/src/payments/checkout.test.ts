import { describe, expect, it } from "vitest";
import { appOrigin } from "../http/app-origin.ts";
import { localCheckoutUrl, returnUrls } from "./checkout.ts";

const config = { appBaseUrl: "https://trips.web.app", allowedOrigins: ["https://trips.web.app", "https://trips.firebaseapp.com"] };

describe("checkout return URLs", () => {
  it("return to the allowed origin the checkout was started from, else to the app's own", () => {
    expect(appOrigin(config, "https://trips.firebaseapp.com")).toBe("https://trips.firebaseapp.com");
    expect(appOrigin(config, "https://evil.example")).toBe("https://trips.web.app");
    expect(appOrigin(config, "null")).toBe("https://trips.web.app");
    expect(appOrigin(config, undefined)).toBe("https://trips.web.app");
  });

  it("lead to the planner with the outcome in the query", () => {
    expect(returnUrls("https://trips.firebaseapp.com/")).toEqual({
      successUrl: "https://trips.firebaseapp.com/itinerary?payment_success=true",
      cancelUrl: "https://trips.firebaseapp.com/itinerary?payment_failed=true",
    });
    expect(localCheckoutUrl("http://localhost:5173", "cs_local_1")).toBe("http://localhost:5173/api/local-checkout/cs_local_1");
  });
});
