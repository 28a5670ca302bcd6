import { describe, expect, it } from "vitest";
import {
  initialProfileState,
  knownBalance,
  profileReducer,
  type ProfileAction,
  type ProfileState,
} from "./profile-state";

const run = (...actions: ProfileAction[]): ProfileState => actions.reduce(profileReducer, initialProfileState);
const COSTS = { generate: 10, regenerate: 5, finalize: 5 };
const loaded: ProfileAction = { type: "loaded", tokens: 30, departureCity: "Lisbon", actionCosts: COSTS };

describe("profileReducer", () => {
  it("starts signed out with nothing known", () => {
    expect(initialProfileState).toEqual({ status: "signed-out", tokens: null, departureCity: null, actionCosts: null });
    expect(knownBalance(initialProfileState)).toBeNull();
  });

  it("loads the balance and departure city after sign-in", () => {
    const state = run({ type: "loadStarted" }, loaded);
    expect(state).toEqual({ status: "loaded", tokens: 30, departureCity: "Lisbon", actionCosts: COSTS });
    expect(knownBalance(state)).toBe(30);
  });

  it("turns a load that outlives the timer into the too-slow state, and still accepts its late answer", () => {
    const slow = run({ type: "loadStarted" }, { type: "timedOut" });
    expect(slow.status).toBe("slow");
    expect(knownBalance(slow)).toBeNull();
    expect(profileReducer(slow, loaded)).toEqual({
      status: "loaded",
      tokens: 30,
      departureCity: "Lisbon",
      actionCosts: COSTS,
    });
  });

  it("ignores the timer once the load has finished", () => {
    expect(run({ type: "loadStarted" }, loaded, { type: "timedOut" }).status).toBe("loaded");
    expect(run({ type: "loadStarted" }, { type: "failed" }, { type: "timedOut" }).status).toBe("failed");
    expect(run({ type: "timedOut" }).status).toBe("signed-out");
  });

  it("sets the balance to 0 on failure, also after the too-slow state", () => {
    expect(run({ type: "loadStarted" }, { type: "failed" })).toEqual({
      status: "failed",
      tokens: 0,
      departureCity: null,
      actionCosts: null,
    });
    expect(run({ type: "loadStarted" }, { type: "timedOut" }, { type: "failed" }).tokens).toBe(0);
    // A failed balance is not a known balance: the header must not claim 0 tokens.
    expect(knownBalance(run({ type: "loadStarted" }, { type: "failed" }))).toBeNull();
  });

  it("Retry resets a failed or slow load and starts again", () => {
    const failed = run({ type: "loadStarted" }, { type: "failed" });
    expect(profileReducer(failed, { type: "loadStarted" })).toEqual({
      status: "loading",
      tokens: null,
      departureCity: null,
      actionCosts: null,
    });
    const slow = run({ type: "loadStarted" }, { type: "timedOut" });
    expect(profileReducer(slow, { type: "loadStarted" }).status).toBe("loading");
  });

  it("clears balance and departure city on sign-out and ignores answers that arrive afterwards", () => {
    const signedOut = run({ type: "loadStarted" }, loaded, { type: "signedOut" });
    expect(signedOut).toEqual(initialProfileState);
    expect(profileReducer(signedOut, loaded)).toEqual(initialProfileState);
    expect(profileReducer(signedOut, { type: "failed" })).toEqual(initialProfileState);
    expect(profileReducer(signedOut, { type: "balanceChanged", tokens: 99 })).toEqual(initialProfileState);
  });

  it("takes a new balance from a refresh, keeping the departure city and the action costs unless given", () => {
    const state = run({ type: "loadStarted" }, loaded, { type: "balanceChanged", tokens: 330 });
    expect(state).toEqual({ status: "loaded", tokens: 330, departureCity: "Lisbon", actionCosts: COSTS });
    const repriced = { ...COSTS, generate: 12 };
    expect(profileReducer(state, { type: "balanceChanged", tokens: 330, actionCosts: repriced }).actionCosts).toEqual(
      repriced,
    );
    expect(profileReducer(state, { type: "balanceChanged", tokens: 320, departureCity: "Porto" }).departureCity).toBe(
      "Porto",
    );
  });
});
