import { TripWeatherRequest, WEATHER_CREDIT, type TripWeatherResponse } from "@itinerary/contract/trip-weather";
import tzLookup from "@photostructure/tz-lookup";
import { getConfig } from "../config.ts";
import { endpoint } from "../http/guard.ts";
import { log } from "../logs.ts";
import { resolveTrip } from "../planning/trip/resolved-trip.ts";
import { firestoreWeatherCache } from "../store/weather-cache.ts";
import { CLIMATE_YEARS } from "../weather/open-meteo.ts";
import { tripDates, weatherForTrip } from "../weather/trip-weather.ts";

export const WEATHER_SOURCE_NOTE = `${WEATHER_CREDIT}. Typical weather is the month's average over ${CLIMATE_YEARS.from} to ${CLIMATE_YEARS.to}.`;

/**
 * POST /trip-weather: the weather on each day of a trip, for its plan's day headings. Never part of
 * planning, and never an error because of the weather service: what it cannot tell is left out.
 * `now` is injectable so tests can move the clock past the cache's hour.
 */
export function tripWeatherEndpoints(now: () => Date = () => new Date()) {
  return {
    tripWeather: endpoint(
      { name: "tripWeather", method: "POST", body: TripWeatherRequest },
      async ({ body }): Promise<TripWeatherResponse> => {
        // Where the trip is, as the planner finds it: the guide's centre, else the gazetteer's city.
        const centre = resolveTrip({ destination: body.destination_city }).cityCentre;
        if (!centre) return { days: [], source_note: WEATHER_SOURCE_NOTE };
        const days = await weatherForTrip(
          { lat: centre.lat, lng: centre.lng, timeZone: tzLookup(centre.lat, centre.lng) },
          tripDates(body.start_date, body.day_count),
          {
            settings: getConfig().weather,
            cache: firestoreWeatherCache,
            now: now(),
            onFailure: (what, error) => log.weatherUnavailable(what, error),
          },
        );
        return { days, source_note: WEATHER_SOURCE_NOTE };
      },
    ),
  };
}

export const { tripWeather } = tripWeatherEndpoints();
