import { useCallback, useEffect, useRef, type CSSProperties, type FocusEvent } from "react";
import { prefersReducedMotion } from "./adapter";
import type { StopMark } from "./map-model";
import "./linked-stop.css";

/**
 * A stop's card and its marker as one thing: the card carries the marker's number in its day's colour,
 * the pointer or keyboard focus on the card highlights the marker, and a card selected on the map is
 * brought into view (never on mere hover: the list must not jump while the pointer crosses the map).
 */
export function useLinkedStop({
  id,
  selected,
  onHighlight,
}: {
  id: string;
  selected: boolean;
  onHighlight?: (id: string | null) => void;
}) {
  const card = useRef<HTMLElement | null>(null);
  const wasSelected = useRef(selected);
  useEffect(() => {
    if (selected && !wasSelected.current) {
      card.current?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
    wasSelected.current = selected;
  }, [selected]);
  /** The card's element, as a callback ref. */
  const setCard = useCallback((element: HTMLElement | null) => {
    card.current = element;
  }, []);
  return {
    setCard,
    handlers: {
      // Mouse events, not pointer events: when the page scrolls under a still pointer, the browser tells
      // what is now under it with mouse events only, and the lit card must be the one under the pointer.
      onMouseEnter: () => onHighlight?.(id),
      onMouseLeave: () => onHighlight?.(null),
      onFocus: () => onHighlight?.(id),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between the card's own buttons keeps its marker lit.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHighlight?.(null);
      },
    },
  };
}

/** The marker's number on its card, in its day's colour; the marker's own name says it to screen readers. */
export function StopMarkBadge({ mark }: { mark: StopMark | undefined }) {
  if (!mark) return null;
  const style = { "--mark-fill": mark.colour.fill, "--mark-text": mark.colour.text } as CSSProperties;
  return (
    <span className="stop-mark" aria-hidden="true" style={style} data-testid="stop-mark">
      {mark.number}
    </span>
  );
}
