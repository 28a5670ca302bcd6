import { useLayoutEffect, useRef } from "react";

/**
 * A ref holding the value of the last committed render, for callbacks made once (listeners, async
 * continuations, handlers whose identity must not change) that must act on what is on screen now.
 * Written after the commit, not during render: a render React throws away must not leak its values.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
