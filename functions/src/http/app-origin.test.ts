import { describe, expect, it } from "vitest";
import { appOrigin } from "./app-origin.ts";

const config = {
  appBaseUrl: "https://trips.web.app",
  allowedOrigins: ["https://trips.web.app", "https://trips.firebaseapp.com"],
};

describe("the app origin links go back to", () => {
  it("is the allowed origin the request came from, else the app's own", () => {
    expect(appOrigin(config, "https://trips.firebaseapp.com")).toBe("https://trips.firebaseapp.com");
    expect(appOrigin(config, "https://evil.example")).toBe("https://trips.web.app");
    expect(appOrigin(config, "null")).toBe("https://trips.web.app");
    expect(appOrigin(config, undefined)).toBe("https://trips.web.app");
  });
});
