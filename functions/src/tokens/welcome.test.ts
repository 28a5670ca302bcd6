import { describe, expect, it } from "vitest";
import { canonicalEmail, identityKey, welcomeDecision } from "./welcome.ts";

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

  it("refuses an email account whose address is not verified", () => {
    expect(welcomeDecision("u1", { email, emailVerified: false, provider: "password" })).toEqual({ eligible: false });
  });

  it("grants a verified email account and a Google sign-in", () => {
    expect(welcomeDecision("u1", { email, emailVerified: true, provider: "password" })).toEqual({ eligible: true, identityKey: identityKey("u1", email) });
    expect(welcomeDecision("u2", { email, emailVerified: false, provider: "google.com" }).eligible).toBe(true);
  });

  it("gives two accounts on one inbox the same key, and never the address itself", () => {
    const a = identityKey("u1", "Traveller+a@example.com");
    expect(a).toBe(identityKey("u2", "traveller+b@example.com"));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(identityKey("u1", null)).not.toBe(identityKey("u2", null));
  });
});
