import type { ActionCosts } from "@itinerary/contract";

/**
 * The profile state machine of SPEC section 4, free of React and Firebase: fetched on sign-in, a
 * too-slow state after PROFILE_TIMEOUT_MS, a failure that zeroes the balance, Retry that resets and
 * reloads, and sign-out that forgets everything.
 */
export const PROFILE_TIMEOUT_MS = 10_000;

export const PROFILE_MESSAGES = {
  slow: "Profile loading is taking too long.",
  failed: "Failed to load profile. Please try again.",
} as const;

export type ProfileStatus = "signed-out" | "loading" | "slow" | "loaded" | "failed";

export interface ProfileState {
  status: ProfileStatus;
  /** null while unknown; 0 after a failed load. */
  tokens: number | null;
  departureCity: string | null;
  /** What Generate, Regenerate and Finalize cost, as the server said; null until it has. */
  actionCosts: ActionCosts | null;
}

export interface ProfileData {
  tokens: number;
  departureCity: string;
  actionCosts?: ActionCosts;
}

export type ProfileAction =
  | { type: "signedOut" }
  | { type: "loadStarted" }
  | { type: "timedOut" }
  | ({ type: "loaded" } & ProfileData)
  | { type: "failed" }
  /** A later fetch (after a payment, say) or an API answer that carried the new balance. */
  | { type: "balanceChanged"; tokens: number; departureCity?: string; actionCosts?: ActionCosts };

export const initialProfileState: ProfileState = {
  status: "signed-out",
  tokens: null,
  departureCity: null,
  actionCosts: null,
};

export function profileReducer(state: ProfileState, action: ProfileAction): ProfileState {
  switch (action.type) {
    case "signedOut":
      return initialProfileState;
    case "loadStarted":
      return { status: "loading", tokens: null, departureCity: null, actionCosts: null };
    case "timedOut":
      // Only a load still in flight can be too slow; a finished one keeps its outcome.
      return state.status === "loading" ? { ...state, status: "slow" } : state;
    case "loaded":
      if (state.status !== "loading" && state.status !== "slow") return state;
      return {
        status: "loaded",
        tokens: action.tokens,
        departureCity: action.departureCity,
        actionCosts: action.actionCosts ?? null,
      };
    case "failed":
      if (state.status !== "loading" && state.status !== "slow") return state;
      return { status: "failed", tokens: 0, departureCity: null, actionCosts: null };
    case "balanceChanged":
      if (state.status === "signed-out") return state;
      return {
        status: "loaded",
        tokens: action.tokens,
        departureCity: action.departureCity ?? state.departureCity ?? "",
        actionCosts: action.actionCosts ?? state.actionCosts,
      };
  }
}

/** The header shows a balance only once it is known. */
export function knownBalance(state: Pick<ProfileState, "status" | "tokens">): number | null {
  return state.status === "loaded" ? state.tokens : null;
}
