import { useCallback, useEffect, useRef, useState } from "react";
import type { LazyModule } from "../../../lib/lazy-module";

/** After the first paint has settled, a field's suggestions load anyway, so they are there before most travellers type. */
export const SUGGESTIONS_SETTLE_MS = 2_000;

/**
 * A plain field first, its full module once loaded: when the traveller reaches for the field (the
 * plain field's `onIntent`) or after the page has settled. `hadFocus()` says whether the plain field had
 * the focus, read at the swap so the full field takes it over (a ref, not state: state would follow the
 * blur Chromium fires when the focused plain field leaves the page, and the field mounted after it would
 * not take the focus over).
 */
export function useLazyField<T>(source: LazyModule<T>) {
  const [module, setModule] = useState<T | null>(source.loaded);
  const focused = useRef(false);
  const live = useRef(true);

  const load = useCallback(() => {
    source.load().then(
      (found) => {
        if (live.current) setModule(() => found);
      },
      () => undefined,
    );
  }, [source]);

  useEffect(() => {
    live.current = true;
    if (module) return;
    const timer = setTimeout(load, SUGGESTIONS_SETTLE_MS);
    return () => {
      live.current = false;
      clearTimeout(timer);
    };
  }, [module, load]);

  const onFocusChange = useCallback((value: boolean) => {
    focused.current = value;
  }, []);
  const hadFocus = useCallback(() => focused.current, []);
  return { module, hadFocus, plain: { onIntent: load, onFocusChange } };
}
