// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_VIEW_SETTLE_MS,
  FIRST_VIEW_WAIT_MS,
  firstViewDrawn,
  resetFirstView,
  useAfterFirstView,
} from "./first-view";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  resetFirstView();
  vi.useRealTimers();
});

describe("a page's first view", () => {
  it("is complete once the map has drawn, not before", () => {
    const { result } = renderHook(() => useAfterFirstView());
    act(() => vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS / 2));
    expect(result.current).toBe(false);
    act(() => firstViewDrawn());
    // As the tiles fade in.
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(FIRST_VIEW_SETTLE_MS));
    expect(result.current).toBe(true);
    // A part mounted later (another panel of the same page) starts at once.
    expect(renderHook(() => useAfterFirstView()).result.current).toBe(true);
  });

  it("is complete after the longest wait when no map draws (no tiles, or no map at all)", () => {
    const { result } = renderHook(() => useAfterFirstView());
    act(() => vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 100));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
