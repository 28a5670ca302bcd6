import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types
import { allowInPolicy } from "./environment.mjs";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebase = JSON.parse(readFileSync(new URL("../firebase.json", import.meta.url), "utf8"));
const rules: HeaderRule[] = firebase.hosting.headers;
const everywhere = new Map(rules.find((rule) => rule.source === "**")?.headers.map((h) => [h.key, h.value]) ?? []);

/** The policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("firebase.json security headers", () => {
  it("sends the hardening headers on every path and keeps the long cache on hashed assets", () => {
    expect(everywhere.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(everywhere.get("X-Content-Type-Options")).toBe("nosniff");
    expect(everywhere.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(everywhere.get("Permissions-Policy")).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(rules.find((rule) => rule.source === "/assets/**")?.headers).toEqual([
      { key: "Cache-Control", value: "public, max-age=31536000, immutable" },
    ]);
  });

  it("has a policy without inline or eval'd scripts that still allows what the app loads", () => {
    const csp = directives(everywhere.get("Content-Security-Policy") ?? "");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).toEqual(
      expect.arrayContaining(["'self'", "https://maps.googleapis.com", "https://www.google.com/recaptcha/"]),
    );
    // React's and Leaflet's style attributes need it; styles cannot run code.
    expect(csp.get("style-src")).toContain("'unsafe-inline'");
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["data:", "blob:", "https://tile.openstreetmap.org"]));
    // https://*.googleapis.com covers the Firestore SDK's channel (firestore.googleapis.com) that follows plan jobs.
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://*.googleapis.com"]));
    expect(csp.get("frame-src")).toContain("https://*.firebaseapp.com");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // Production's policy never lets the page talk to a local emulator.
    expect(everywhere.get("Content-Security-Policy")).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it("the emulator suite's generated copy adds the Auth emulator to connect-src and frame-src, Firestore's to connect-src only", () => {
    const hosting = structuredClone(firebase.hosting);
    allowInPolicy(hosting, "http://127.0.0.1:12399");
    allowInPolicy(hosting, "http://127.0.0.1:10280", ["connect-src"]);
    const before = directives(everywhere.get("Content-Security-Policy")!);
    const after = directives(hosting.headers.find((rule: HeaderRule) => rule.source === "**").headers[0].value);
    for (const [name, sources] of before) {
      const expected =
        name === "connect-src"
          ? [...sources, "http://127.0.0.1:12399", "http://127.0.0.1:10280"]
          : name === "frame-src"
            ? [...sources, "http://127.0.0.1:12399"]
            : sources;
      expect(after.get(name), name).toEqual(expected);
    }
  });
});
