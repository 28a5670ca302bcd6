import { createHash, createHmac } from "node:crypto";
import type { WelcomeDecision } from "../store/users.ts";

/**
 * Who may receive the welcome grant, free of Firebase: one grant per verified identity. A Google
 * sign-in is verified by Google; an email/password account only once its address has been proven
 * through the verification link (the ID token's email_verified claim).
 */
export interface WelcomeIdentity {
  email: string | null;
  emailVerified: boolean;
  provider: string | null;
}

/**
 * The address an inbox really is: case and surrounding spaces do not matter, "+tag" suffixes reach
 * the same inbox everywhere that supports them, and Gmail ignores dots. Throwaway variants of one
 * address therefore share one grant.
 */
export function canonicalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}

const sourceOf = (uid: string, email: string | null) => (email ? `email:${canonicalEmail(email)}` : `uid:${uid}`);

/**
 * The key of welcomeGrants/{key}: an HMAC-SHA256 of the canonical address under a server secret
 * (WELCOME_GRANT_SECRET), so the record that stops a second grant can outlive a deleted account
 * without keeping the address, and without anyone who reads the records being able to test a guessed
 * address against them (as anyone could hash a guess against a plain SHA-256). An account with no
 * address (none of our sign-in methods makes one) is its own identity.
 */
export function identityKey(uid: string, email: string | null, secret: string): string {
  return createHmac("sha256", secret).update(sourceOf(uid, email)).digest("hex");
}

/** The key the records had before: a plain SHA-256 (kept only to find and migrate them, welcome-migration.ts). */
export function legacyIdentityKey(uid: string, email: string | null): string {
  return createHash("sha256").update(sourceOf(uid, email)).digest("hex");
}

export function welcomeDecision(uid: string, identity: WelcomeIdentity, secret: string): WelcomeDecision {
  const verified = identity.provider === "google.com" || identity.emailVerified;
  if (!verified) return { eligible: false };
  return { eligible: true, identityKey: identityKey(uid, identity.email, secret) };
}
