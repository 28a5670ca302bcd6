import { PACE_RANGE, type TripPreferences } from "@itinerary/contract";
import { dateFormat } from "../../../lib/intl-formats";

/**
 * "Fri, Dec 4 – Sun, Dec 6": the trip's dates, short, for the one-line summary, in the browser's own
 * language and order ("Fr., 4. – So., 6. Dez." in German). The SPEC's long US dates stay on the days.
 */
export function tripDates(startDate: string, days: number, locale?: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (!match || days < 1) return null;
  const first = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const last = new Date(first.getFullYear(), first.getMonth(), first.getDate() + days - 1);
  if (Number.isNaN(first.getTime())) return null;
  const format = dateFormat(locale, { weekday: "short", month: "short", day: "numeric" });
  return days === 1 ? format.format(first) : format.formatRange(first, last);
}

export interface TripSummaryBarProps {
  preferences: TripPreferences;
  /** Whether the full form is open below the line. */
  editing: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** Once a draft exists the form folds into this line, so the plan has the screen; Edit opens the form again. */
export function TripSummaryBar({ preferences, editing, onToggle, disabled }: TripSummaryBarProps) {
  const dates = tripDates(preferences.startDate, preferences.numberOfDays);
  const days = `${preferences.numberOfDays} ${preferences.numberOfDays === 1 ? "day" : "days"}`;
  const parts = [
    dates ? `${dates} (${days})` : days,
    preferences.travelType,
    `${PACE_RANGE[preferences.travelPace].label} pace`,
    ...(preferences.stay ? [`Staying at ${preferences.stay.name}`] : []),
  ];
  return (
    <section className="trip-summary-bar" aria-label="Your trip">
      <p className="trip-summary-line">
        <strong className="trip-summary-destination">{preferences.destinationCity}</strong>
        {parts.map((part) => (
          <span key={part} className="trip-summary-part">
            {part}
          </span>
        ))}
      </p>
      <button
        type="button"
        className="button button-outline button-small"
        aria-expanded={editing}
        aria-controls={editing ? "trip-form" : undefined}
        disabled={disabled}
        onClick={onToggle}
      >
        {editing ? "Hide trip details" : "Edit trip"}
      </button>
    </section>
  );
}
