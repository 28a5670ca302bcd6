// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProfileData } from "../model/profile-state";
import { useProfileLoader, type FetchProfile } from "./use-profile-loader";

/** A fetcher whose answers the test releases one by one. */
function controlledFetcher() {
  const pending: { resolve: (p: ProfileData) => void; reject: (e: unknown) => void; signal?: AbortSignal }[] = [];
  const fetchProfile: FetchProfile = (signal) =>
    new Promise<ProfileData>((resolve, reject) => {
      pending.push({ resolve, reject, signal });
    });
  return { fetchProfile, pending };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useProfileLoader", () => {
  it("fetches on sign-in and exposes balance and departure city", async () => {
    const { fetchProfile, pending } = controlledFetcher();
    const { result } = renderHook(({ uid }) => useProfileLoader(uid, fetchProfile), {
      initialProps: { uid: "u1" as string | null },
    });
    expect(result.current.status).toBe("loading");
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.resolve({ tokens: 30, departureCity: "Oslo" }));
    expect(result.current).toMatchObject({ status: "loaded", tokens: 30, departureCity: "Oslo" });
  });

  it("shows the too-slow state after 10 seconds, not before", async () => {
    const { fetchProfile } = controlledFetcher();
    const { result } = renderHook(() => useProfileLoader("u1", fetchProfile));
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.status).toBe("loading");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.status).toBe("slow");
  });

  it("sets the balance to 0 on failure; Retry resets and loads again", async () => {
    const { fetchProfile, pending } = controlledFetcher();
    const { result } = renderHook(() => useProfileLoader("u1", fetchProfile));
    await act(async () => pending[0]!.reject(new Error("503")));
    expect(result.current).toMatchObject({ status: "failed", tokens: 0 });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: "loading", tokens: null });
    expect(pending).toHaveLength(2);
    await act(async () => pending[1]!.resolve({ tokens: 12, departureCity: "" }));
    expect(result.current).toMatchObject({ status: "loaded", tokens: 12 });
  });

  it("Retry from the too-slow state abandons the slow request: its late answer is ignored", async () => {
    const { fetchProfile, pending } = controlledFetcher();
    const { result } = renderHook(() => useProfileLoader("u1", fetchProfile));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => result.current.retry());
    expect(pending[0]!.signal?.aborted).toBe(true);
    await act(async () => pending[0]!.resolve({ tokens: 999, departureCity: "stale" }));
    expect(result.current.status).toBe("loading");
    await act(async () => pending[1]!.resolve({ tokens: 30, departureCity: "" }));
    expect(result.current.tokens).toBe(30);
  });

  it("clears everything on sign-out, even if an answer arrives later", async () => {
    const { fetchProfile, pending } = controlledFetcher();
    const { result, rerender } = renderHook(({ uid }) => useProfileLoader(uid, fetchProfile), {
      initialProps: { uid: "u1" as string | null },
    });
    await act(async () => pending[0]!.resolve({ tokens: 30, departureCity: "Oslo" }));
    rerender({ uid: "u1" });
    expect(pending).toHaveLength(1);
    rerender({ uid: null });
    expect(result.current).toMatchObject({ status: "signed-out", tokens: null, departureCity: null });
  });

  it("refresh refetches the balance and returns it; returns null when signed out or on failure", async () => {
    const { fetchProfile, pending } = controlledFetcher();
    const { result, rerender } = renderHook(({ uid }) => useProfileLoader(uid, fetchProfile), {
      initialProps: { uid: "u1" as string | null },
    });
    await act(async () => pending[0]!.resolve({ tokens: 30, departureCity: "" }));

    let refreshed: Promise<number | null> = Promise.resolve(null);
    act(() => {
      refreshed = result.current.refresh();
    });
    await act(async () => pending[1]!.resolve({ tokens: 330, departureCity: "" }));
    await expect(refreshed).resolves.toBe(330);
    expect(result.current.tokens).toBe(330);

    act(() => {
      refreshed = result.current.refresh();
    });
    await act(async () => pending[2]!.reject(new Error("offline")));
    await expect(refreshed).resolves.toBeNull();
    expect(result.current.tokens).toBe(330);

    rerender({ uid: null });
    await expect(result.current.refresh()).resolves.toBeNull();
  });
});
