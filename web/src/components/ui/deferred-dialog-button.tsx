import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { LazyModule } from "../../lib/lazy-module";

export interface DeferredDialogButtonProps<T> {
  /** The dialog's module: its trigger button and the dialog (React Aria), kept out of the page's first load. */
  source: LazyModule<T>;
  /** The button's words, the same before and after the dialog's code has arrived. */
  label: string;
  /** The real trigger and dialog, once loaded. */
  children: (module: T) => ReactNode;
}

/**
 * A dialog's button that paints before the dialog's code: a plain button of the same look and name,
 * replaced by the real one as soon as the traveller points at it, tabs to it or presses it. The code
 * is fetched then, not with the page: running React Aria's dialogs as a trip opens cost a phone a
 * long task it did not need (the service worker keeps the code on the device, so it comes at once). A
 * press before the code has arrived presses the real button as it takes its place, so the dialog opens
 * as any press opens it; a failed fetch leaves the plain button, and the next press tries again.
 */
export function DeferredDialogButton<T>({ source, label, children }: DeferredDialogButtonProps<T>) {
  const [module, setModule] = useState<T | null>(source.loaded);
  const [pressed, setPressed] = useState(false);
  // The plain button's focus is handed to the real one when it takes its place (a ref, and a blur only
  // counts before the code has arrived: the plain button leaving the page blurs too).
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const load = useCallback(() => {
    source.load().then(
      (found) => setModule(() => found),
      () => undefined,
    );
  }, [source]);
  useEffect(() => {
    const real = module ? box.current?.querySelector("button") : null;
    if (!real) return;
    if (pressed || focused.current) real.focus();
    if (pressed) real.click();
  }, [module, pressed]);

  // `display: contents`: the box holds the button in the actions row without taking part in its layout.
  return (
    <span ref={box} style={{ display: "contents" }}>
      {module ? (
        children(module)
      ) : (
        <button
          type="button"
          className="button button-outline"
          onPointerEnter={load}
          onFocus={() => {
            focused.current = true;
            load();
          }}
          onBlur={() => {
            if (!source.loaded()) focused.current = false;
          }}
          onClick={() => {
            setPressed(true);
            load();
          }}
        >
          {label}
        </button>
      )}
    </span>
  );
}
