import type { ActionCosts } from "@itinerary/contract";
import { useCallback, useEffect, useReducer, useState } from "react";
import {
  initialProfileState,
  PROFILE_TIMEOUT_MS,
  profileReducer,
  type ProfileData,
  type ProfileStatus,
} from "../model/profile-state";
import { useLatest } from "../../../lib/use-latest";

export type FetchProfile = (signal?: AbortSignal) => Promise<ProfileData>;

export interface Profile {
  status: ProfileStatus;
  tokens: number | null;
  departureCity: string | null;
  /** What each paid plan action costs (server configuration); null until the profile has loaded. */
  actionCosts: ActionCosts | null;
  /** Forgets the current attempt and loads again. */
  retry: () => void;
  /** Refetches the balance; resolves to it, or to null when signed out or the fetch fails. */
  refresh: () => Promise<number | null>;
  /** Takes a balance the server reported with another answer (tokens_remaining). */
  setTokens: (tokens: number) => void;
}

/**
 * Drives the profile state machine for the signed-in `uid` (null when signed out or while a sign-in
 * is still creating the profile). The fetcher is a parameter so the machine is testable on its own.
 */
export function useProfileLoader(
  uid: string | null,
  fetchProfile: FetchProfile,
  timeoutMs = PROFILE_TIMEOUT_MS,
): Profile {
  const [state, dispatch] = useReducer(profileReducer, initialProfileState);
  const [attempt, setAttempt] = useState(0);
  const uidRef = useLatest(uid);

  useEffect(() => {
    if (!uid) {
      dispatch({ type: "signedOut" });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: "loadStarted" });
    const timer = setTimeout(() => dispatch({ type: "timedOut" }), timeoutMs);
    fetchProfile(controller.signal)
      .then(
        (profile) => {
          if (!controller.signal.aborted) dispatch({ type: "loaded", ...profile });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error("Profile load failed:", error);
          dispatch({ type: "failed" });
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [uid, attempt, fetchProfile, timeoutMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const refresh = useCallback(async () => {
    const requestedFor = uidRef.current;
    if (!requestedFor) return null;
    try {
      const profile = await fetchProfile();
      if (uidRef.current !== requestedFor) return null;
      dispatch({
        type: "balanceChanged",
        tokens: profile.tokens,
        departureCity: profile.departureCity,
        actionCosts: profile.actionCosts,
      });
      return profile.tokens;
    } catch (error) {
      console.error("Profile refresh failed:", error);
      return null;
    }
  }, [fetchProfile, uidRef]);

  const setTokens = useCallback((tokens: number) => dispatch({ type: "balanceChanged", tokens }), []);

  return {
    status: state.status,
    tokens: state.tokens,
    departureCity: state.departureCity,
    actionCosts: state.actionCosts,
    retry,
    refresh,
    setTokens,
  };
}
