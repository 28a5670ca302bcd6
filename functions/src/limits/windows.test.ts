import { describe, expect, it } from "vitest";
import {
  decide,
  EMPTY_STATE,
  RUNNING_RETRY_AFTER_SECONDS,
  stateOf,
  type LimitState,
  type WindowRule,
} from "./windows.ts";

const rules: WindowRule[] = [
  { name: "minute", windowMs: 60_000, limit: 2 },
  { name: "day", windowMs: 86_400_000, limit: 3 },
];
const t0 = Date.UTC(2026, 10, 25, 10, 0, 0);

function takeAll(times: number[], state: LimitState = EMPTY_STATE) {
  const outcomes: boolean[] = [];
  for (const now of times) {
    const decision = decide(state, rules, now);
    outcomes.push(decision.allowed);
    if (decision.allowed) state = decision.next;
  }
  return { outcomes, state };
}

describe("fixed windows", () => {
  it("refuses past the minute's limit with the seconds left in that minute", () => {
    const { state } = takeAll([t0, t0 + 1000]);
    const refused = decide(state, rules, t0 + 15_000);
    expect(refused).toMatchObject({ allowed: false, reason: "window", retryAfterSeconds: 45 });
  });

  it("starts a new minute from nothing, but the day keeps counting", () => {
    const { outcomes, state } = takeAll([t0, t0 + 1, t0 + 60_000]);
    expect(outcomes).toEqual([true, true, true]);
    const refused = decide(state, rules, t0 + 120_000);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed && refused.reason === "window") {
      expect(refused.rule.name).toBe("day");
      expect(refused.retryAfterSeconds).toBe(14 * 3600 - 120);
    }
  });

  it("a refused take changes nothing", () => {
    const { state } = takeAll([t0, t0 + 1]);
    expect(decide(state, rules, t0 + 2).allowed).toBe(false);
    expect(decide(state, rules, t0 + 60_000).allowed).toBe(true);
  });
});

describe("running slots", () => {
  const slot = (id: string, expiresAtMs = t0 + 300_000) => ({ id, limit: 2, expiresAtMs });
  const loose: WindowRule[] = [{ name: "minute", windowMs: 60_000, limit: 100 }];

  it("allows two at once and refuses a third until one is released or expires", () => {
    let state = EMPTY_STATE;
    for (const id of ["a", "b"]) {
      const decision = decide(state, loose, t0, slot(id, t0 + 10_000));
      if (!decision.allowed) throw new Error("refused");
      state = decision.next;
    }
    expect(decide(state, loose, t0 + 1, slot("c"))).toMatchObject({
      allowed: false,
      reason: "running",
      retryAfterSeconds: RUNNING_RETRY_AFTER_SECONDS,
    });
    // Released (the store deletes the slot's field)...
    const released = { ...state, running: { b: state.running.b! } };
    expect(decide(released, loose, t0 + 1, slot("c")).allowed).toBe(true);
    // ...or stuck and expired: a crashed run cannot hold its slot for ever.
    const later = decide(state, loose, t0 + 10_001, slot("c"));
    expect(later.allowed).toBe(true);
    if (later.allowed) expect(Object.keys(later.next.running)).toEqual(["c"]);
  });
});

describe("stored state", () => {
  it("reads a missing or malformed document as empty", () => {
    expect(stateOf(undefined)).toEqual(EMPTY_STATE);
    expect(stateOf({ windows: { minute: { start: "x" } }, running: { a: "soon" } })).toEqual(EMPTY_STATE);
  });
});
