import { createContext, useContext, type ReactNode } from "react";

/** A stop as a page names it to what it adds beside the stop: its day, and what stopKey reads. */
export interface StopRef {
  day: number;
  name: string;
  place_id?: string;
}

/**
 * What a page shows beside each stop of a plan it renders (a saved trip's votes and comments), without
 * the plan's components knowing what it is: they place a StopExtras in each stop, the page provides it.
 */
export const StopExtrasContext = createContext<((stop: StopRef) => ReactNode) | null>(null);

export function StopExtras({ day, name, place_id }: StopRef) {
  const render = useContext(StopExtrasContext);
  if (!render) return null;
  // Clicks here do their own thing, not also select the stop's card.
  return (
    <div className="stop-extras" role="presentation" onClick={(event) => event.stopPropagation()}>
      {render({ day, name, place_id })}
    </div>
  );
}
