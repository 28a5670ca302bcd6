// @vitest-environment jsdom
import type { SavedItinerary } from "@itinerary/contract";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSavedItinerary } from "../../../testing/data-generators";
import { useSavedPlan } from "./use-saved-plan";

vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

const LISBON = createSavedItinerary({ id: "lisbon-1", destination: "Lisbon", savedAt: "2026-11-23T12:00:00Z" });
const KYOTO = createSavedItinerary({ id: "kyoto-1", destination: "Kyoto", savedAt: "2026-11-23T12:00:00Z" });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

afterEach(cleanup);

describe("useSavedPlan", () => {
  it("moving to another plan shows loading at once, and a late answer for the first plan is dropped", async () => {
    const answers = { "lisbon-1": deferred<SavedItinerary>(), "kyoto-1": deferred<SavedItinerary>() };
    const signals: AbortSignal[] = [];
    const load = vi.fn((id: string, signal?: AbortSignal) => {
      signals.push(signal!);
      return answers[id as keyof typeof answers].promise.then((value) => ({ value, syncedAt: null }));
    });
    const { result, rerender } = renderHook(({ id }) => useSavedPlan(id, load), {
      wrapper,
      initialProps: { id: "lisbon-1" },
    });
    expect(result.current).toEqual({ status: "loading", plan: null, syncedAt: null, checking: false });

    rerender({ id: "kyoto-1" });
    expect(result.current).toEqual({ status: "loading", plan: null, syncedAt: null, checking: false });
    expect(signals[0]!.aborted).toBe(true);

    await act(async () => answers["lisbon-1"].resolve(LISBON));
    expect(result.current).toEqual({ status: "loading", plan: null, syncedAt: null, checking: false });
    await act(async () => answers["kyoto-1"].resolve(KYOTO));
    expect(result.current).toEqual({ status: "loaded", plan: KYOTO, syncedAt: null, checking: false });
  });

  it("shows this device's copy while the server is asked, then the server's answer", async () => {
    const answer = deferred<SavedItinerary>();
    const newer = { ...LISBON, saved_at: "2026-11-24T08:00:00Z" };
    const load = vi.fn(
      (_id: string, _signal?: AbortSignal, onCopy?: (copy: { value: SavedItinerary; syncedAt: number }) => void) => {
        onCopy?.({ value: LISBON, syncedAt: 1_700_000_000_000 });
        return answer.promise.then((value) => ({ value, syncedAt: null }));
      },
    );
    const { result } = renderHook(() => useSavedPlan("lisbon-1", load), { wrapper });
    await act(async () => undefined);
    expect(result.current).toEqual({ status: "loaded", plan: LISBON, syncedAt: 1_700_000_000_000, checking: true });
    await act(async () => answer.resolve(newer));
    expect(result.current).toEqual({ status: "loaded", plan: newer, syncedAt: null, checking: false });
  });
});
