import { describe, expect, it } from "vitest";
import { createHash, createHmac } from "node:crypto";
import { canonicalEmail, identityKey, legacyIdentityKey, welcomeDecision } from "./welcome.ts";

describe("canonicalEmail", () => {
  it("folds case, spaces, +tags and Gmail dots into one inbox", () => {
    expect(canonicalEmail("  Jane.Doe+trip1@GMail.com ")).toBe("janedoe@gmail.com");
    expect(canonicalEmail("jane.doe@googlemail.com")).toBe("janedoe@gmail.com");
    expect(canonicalEmail("jane.doe+x@example.com")).toBe("jane.doe@example.com");
  });

  it("keeps what is not a tag", () => {
    expect(canonicalEmail("+only@example.com")).toBe("+only@example.com");
    expect(canonicalEmail("not-an-address")).toBe("not-an-address");
  });
});

describe("welcomeDecision", () => {
  const email = "traveller@example.com";
  const SECRET = "test-welcome-secret";

  it("refuses an email account whose address is not verified", () => {
    expect(welcomeDecision("u1", { email, emailVerified: false, provider: "password" }, SECRET)).toEqual({
      eligible: false,
    });
  });

  it("grants a verified email account and a Google sign-in", () => {
    expect(welcomeDecision("u1", { email, emailVerified: true, provider: "password" }, SECRET)).toEqual({
      eligible: true,
      identityKey: identityKey("u1", email, SECRET),
    });
    expect(welcomeDecision("u2", { email, emailVerified: false, provider: "google.com" }, SECRET).eligible).toBe(true);
  });

  it("gives two accounts on one inbox the same key, and never the address itself", () => {
    const a = identityKey("u1", "Traveller+a@example.com", SECRET);
    expect(a).toBe(identityKey("u2", "traveller+b@example.com", SECRET));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(identityKey("u1", null, SECRET)).not.toBe(identityKey("u2", null, SECRET));
  });

  it("keys by an HMAC under the server secret: hashing a guessed address finds nothing without it", () => {
    const key = identityKey("u1", email, SECRET);
    expect(key).toBe(createHmac("sha256", SECRET).update(`email:${email}`).digest("hex"));
    // The old key, anyone's to compute from a guess, is not it; another secret gives another key.
    expect(key).not.toBe(createHash("sha256").update(`email:${email}`).digest("hex"));
    expect(key).not.toBe(legacyIdentityKey("u1", email));
    expect(identityKey("u1", email, "another-secret")).not.toBe(key);
  });
});
