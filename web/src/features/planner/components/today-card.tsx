import { buildStopDirectionsLink, type TripPreferences } from "@itinerary/contract";
import { useEffect, useState } from "react";
import type { KeyedFinalDay } from "../model/draft-edits";
import { clockOf, localNow, stopWindow, tripToday } from "../model/trip-today";
import "./today-card.css";

export interface TodayCardProps {
  days: KeyedFinalDay[];
  preferences: TripPreferences;
  /** The destination's IANA zone: the plan's times are read on its clock. */
  timeZone: string;
}

/** The clock, read again every minute so the next stop moves on while the page stays open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const windowText = (stop: KeyedFinalDay["activities"][number]) => {
  const { start, end } = stopWindow(stop);
  if (start === null) return stop.time;
  return end === null ? clockOf(start) : `${clockOf(start)} – ${clockOf(end)}`;
};

/**
 * Today, on a trip under way (issue 25): the stop on now or next, with its hours, how to get there and
 * its directions, then the rest of the day; on the destination's clock. Nothing before or after the trip.
 */
export function TodayCard({ days, preferences, timeZone }: TodayCardProps) {
  const now = localNow(useMinute(), timeZone);
  const today = tripToday(preferences.startDate, days, now);
  if (!today) return null;
  const day = days.find((candidate) => candidate.day === today.day)!;
  const { next, later } = today;
  const directions = next ? buildStopDirectionsLink(next, preferences.transport, preferences.destinationCity) : null;
  return (
    <section className="today-card" aria-labelledby="today-heading">
      <h2 id="today-heading" className="today-heading">
        Today <span className="today-day">Day {today.day}</span>
        <span className="today-clock">
          {clockOf(now.minutes)} in {preferences.destinationCity}
        </span>
      </h2>
      {next ? (
        <div className="today-next">
          <p className="today-label">{today.underWay ? "Now" : "Next"}</p>
          <p className="today-stop">
            <span className="today-stop-name">{next.name}</span>
            {windowText(next) ? <span className="today-stop-time">{windowText(next)}</span> : null}
          </p>
          <dl className="today-facts">
            {next.opening_hours ? (
              <div>
                <dt>Opening hours</dt>
                <dd>{next.opening_hours}</dd>
              </div>
            ) : null}
            {next.transport ? (
              <div>
                <dt>Getting there</dt>
                <dd>{next.transport}</dd>
              </div>
            ) : null}
          </dl>
          {directions ? (
            <a
              className="button button-primary button-small"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Directions to ${next.name}`}
            >
              Directions
            </a>
          ) : null}
        </div>
      ) : (
        <p className="today-done">
          That was the last stop of the day.
          {day.dinner ? ` Dinner: ${day.dinner.name} at ${day.dinner.time}.` : ""}
        </p>
      )}
      {later.length > 0 ? (
        <>
          <h3 className="today-later-heading">Later today</h3>
          <ol className="today-later">
            {later.map((stop) => (
              <li key={stop.id}>
                <span className="today-later-time">{windowText(stop)}</span> {stop.name}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <a className="today-full-day" href={`#final-day-${today.day}`}>
        See day {today.day} in full
      </a>
    </section>
  );
}
