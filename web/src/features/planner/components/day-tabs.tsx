import { prefersReducedMotion } from "../../../components/map/adapter";

export interface DayTabsProps {
  days: readonly { day: number }[];
  /** The id of day N's heading is `${headingPrefix}-${N}`. */
  headingPrefix: string;
}

/**
 * A row of day buttons that stays in view, to jump between days of a long plan. Buttons, not `#day`
 * links: a fragment would add a history entry, and Back must keep meaning "back to edit".
 */
export function DayTabs({ days, headingPrefix }: DayTabsProps) {
  if (days.length < 2) return null;
  const jump = (day: number) => {
    const heading = document.getElementById(`${headingPrefix}-${day}`);
    if (!heading) return;
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  };
  return (
    <nav className="day-tabs" aria-label="Jump to a day">
      <ul>
        {days.map(({ day }) => (
          <li key={day}>
            <button type="button" className="day-tab" onClick={() => jump(day)}>
              Day {day}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
