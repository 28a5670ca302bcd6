import { TripWeatherRequest, WEATHER_CREDIT, type TripWeatherResponse } from "@itinerary/contract/trip-weather";
import tzLookup from "@photostructure/tz-lookup";
import { getConfig } from "../config.ts";
import { endpoint } from "../http/guard.ts";
import { takeLimit } from "../limits/rate-limits.ts";
import type { WindowRule } from "../limits/windows.ts";
import { log } from "../logs.ts";
import { resolveTrip } from "../planning/trip/resolved-trip.ts";
import { firestoreWeatherCache } from "../store/weather-cache.ts";
import { CLIMATE_YEARS } from "../weather/open-meteo.ts";
import { tripDates, weatherForTrip } from "../weather/trip-weather.ts";

export const WEATHER_SOURCE_NOTE = `${WEATHER_CREDIT}. Typical weather is the month's average over ${CLIMATE_YEARS.from} to ${CLIMATE_YEARS.to}.`;

const HOUR_MS = 60 * 60 * 1000;

/** One traveller's share of Open-Meteo: a few trips' weather an hour, never a sweep through the gazetteer. */
const lookupRules = (settings: { lookupsPerHour: number; lookupsPerDay: number }): WindowRule[] => [
  { name: "weather lookups per hour", windowMs: HOUR_MS, limit: settings.lookupsPerHour },
  { name: "weather lookups per day", windowMs: 24 * HOUR_MS, limit: settings.lookupsPerDay },
];

/**
 * POST /trip-weather: the weather on each day of a trip, for its plan's day headings. Never part of
 * planning, and never an error because of the weather service: what it cannot tell is left out.
 * `now` is injectable so tests can move the clock past the cache's hour.
 */
export function tripWeatherEndpoints(now: () => Date = () => new Date()) {
  return {
    tripWeather: endpoint(
      { name: "tripWeather", method: "POST", body: TripWeatherRequest },
      async ({ uid, body }): Promise<TripWeatherResponse> => {
        // Where the trip is, as the planner finds it: the guide's centre, else the gazetteer's city.
        const centre = resolveTrip({ destination: body.destination_city }).cityCentre;
        if (!centre) return { days: [], source_note: WEATHER_SOURCE_NOTE };
        const settings = getConfig().weather;
        const at = now();
        const days = await weatherForTrip(
          { lat: centre.lat, lng: centre.lng, timeZone: tzLookup(centre.lat, centre.lng) },
          tripDates(body.start_date, body.day_count),
          {
            settings,
            cache: firestoreWeatherCache,
            now: at,
            onFailure: (what, error) => log.weatherUnavailable(what, error),
            // What the cache has is free; each lookup beyond it counts against the traveller's share.
            mayLookUp: async () => (await takeLimit("weather", uid, lookupRules(settings), at.getTime())).allowed,
          },
        );
        return { days, source_note: WEATHER_SOURCE_NOTE };
      },
    ),
  };
}

export const { tripWeather } = tripWeatherEndpoints();
