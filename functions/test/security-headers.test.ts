/** The Hosting emulator serves firebase.json's headers (this suite's generated copy) on every response. */
import { describe, expect, it } from "vitest";

const APP_URL = process.env.APP_URL!;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST!;

describe("security headers through Hosting", () => {
  it.each(["/", "/itinerary", "/api/token-packs", "/api/no-such-endpoint"])("are present on %s", async (path) => {
    const response = await fetch(`${APP_URL}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The emulator suite's copy lets the SPA reach the local Auth and Firestore (plan jobs) emulators, and nothing else local.
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(connect.filter((source) => source.startsWith("http://")).sort()).toEqual(
      [`http://${AUTH_HOST}`, `http://${FIRESTORE_HOST}`].sort(),
    );
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });
});
