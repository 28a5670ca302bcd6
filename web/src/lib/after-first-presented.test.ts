import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPresented } from "./after-first-presented";

describe("afterFirstPresented", () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const frame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
  };

  it("waits for two frames, then runs once", () => {
    const work = vi.fn();
    afterFirstPresented(work);
    frame();
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    frame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs after 100 ms in a tab that draws no frames", () => {
    const work = vi.fn();
    afterFirstPresented(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frame();
    frame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
