// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { useCallback } from "react";
import { describe, expect, it } from "vitest";
import { useLatest } from "./use-latest";

describe("useLatest", () => {
  it("lets a callback made on the first render read the value of the last one", () => {
    const { result, rerender } = renderHook(
      ({ value }) => {
        const latest = useLatest(value);
        const read = useCallback(() => latest.current, [latest]);
        return read;
      },
      { initialProps: { value: "first" } },
    );
    const readMadeFirst = result.current;
    rerender({ value: "second" });
    expect(result.current).toBe(readMadeFirst);
    expect(readMadeFirst()).toBe("second");
    rerender({ value: "third" });
    expect(readMadeFirst()).toBe("third");
  });

  it("keeps one ref for the component's life", () => {
    const { result, rerender } = renderHook(({ value }) => useLatest(value), { initialProps: { value: 1 } });
    const ref = result.current;
    rerender({ value: 2 });
    expect(result.current).toBe(ref);
    expect(ref.current).toBe(2);
  });
});
