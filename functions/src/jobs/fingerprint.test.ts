import { PlanJobId } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { canonicalJson, fingerprintOf, IDEMPOTENCY_KEY_PATTERN, idempotencyRunId } from "./fingerprint.ts";

describe("fingerprintOf", () => {
  it("is the same for the same request whatever the key order, and differs for another request or kind", () => {
    const a = fingerprintOf("generate", { b: 1, a: { y: [1, { q: 1, p: 2 }], x: "s" } });
    const b = fingerprintOf("generate", { a: { x: "s", y: [1, { p: 2, q: 1 }] }, b: 1 });
    expect(a).toBe(b);
    expect(fingerprintOf("generate", { b: 2, a: { x: "s", y: [1, { p: 2, q: 1 }] } })).not.toBe(a);
    expect(fingerprintOf("regenerate", { b: 1, a: { y: [1, { q: 1, p: 2 }], x: "s" } })).not.toBe(a);
    // Array order is meaning (days, stops): it is kept.
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe("idempotencyRunId", () => {
  it("is a UUID the contract accepts, one per traveller and key", () => {
    const id = idempotencyRunId("uid-1", "key-1");
    expect(PlanJobId.safeParse(id).success).toBe(true);
    expect(idempotencyRunId("uid-1", "key-1")).toBe(id);
    expect(idempotencyRunId("uid-2", "key-1")).not.toBe(id);
    expect(idempotencyRunId("uid-1", "key-2")).not.toBe(id);
  });

  it("accepts printable keys up to 255 characters only", () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test("0b8f4a52-5d0e-4b8e-9a55-2f8d2c1f7e11")).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test("x".repeat(255))).toBe(true);
    for (const bad of ["", "x".repeat(256), "has space", "tab\t", "é"])
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad)).toBe(false);
  });
});
