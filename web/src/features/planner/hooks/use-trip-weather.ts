import { MAX_DAYS } from "@itinerary/contract";
import { type DayWeather } from "@itinerary/contract/trip-weather";
import { useEffect, useState } from "react";
import { useAfterFirstView } from "../../../lib/first-view";
import { getTripWeather } from "../api/trip-weather";
import { weatherByDay } from "../model/day-weather";

const NONE: ReadonlyMap<number, DayWeather> = new Map();

/**
 * The weather on each day of a trip, by day number: asked once per trip (destination, start date and
 * length), once the plan and its map have drawn, never in their way. Empty while it loads, when the trip has
 * no start date, and when the weather cannot be had.
 */
export function useTripWeather(
  trip: { destinationCity: string; startDate: string } | null | undefined,
  dayCount: number,
): ReadonlyMap<number, DayWeather> {
  const destination = trip?.destinationCity.trim() ?? "";
  const startDate = trip?.startDate ?? "";
  const days = Math.min(dayCount, MAX_DAYS);
  const key = destination && startDate && days > 0 ? `${destination}\n${startDate}\n${days}` : null;
  const [answer, setAnswer] = useState<{ key: string; weather: ReadonlyMap<number, DayWeather> } | null>(null);

  const afterFirstView = useAfterFirstView();

  useEffect(() => {
    if (!key || !afterFirstView) return;
    const controller = new AbortController();
    getTripWeather({ destination_city: destination, start_date: startDate, day_count: days }, controller.signal).then(
      (response) => {
        if (!controller.signal.aborted) setAnswer({ key, weather: weatherByDay(response.days, startDate) });
      },
      // The plan is whole without its weather: a failure shows nothing and asks nobody to retry.
      () => undefined,
    );
    return () => controller.abort();
  }, [key, afterFirstView, destination, startDate, days]);

  return answer && answer.key === key ? answer.weather : NONE;
}
