import type { TripWeatherRequest, TripWeatherResponse } from "@itinerary/contract/trip-weather";

/** POST /trip-weather: the weather on each day of a trip (signed-in travellers only). */
export async function getTripWeather(body: TripWeatherRequest, signal?: AbortSignal): Promise<TripWeatherResponse> {
  const [{ apiCall }, { TripWeatherResponse }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract/trip-weather"),
  ]);
  return apiCall("tripWeather", TripWeatherResponse, { body, signal });
}
