import { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * Open-Meteo answers kept for every instance in weatherCache/{key} (weather/trip-weather.ts makes the
 * keys and checks what it reads): nobody's data, read and written by the API only. `expires_at` is the
 * field of a Firestore TTL policy on the collection, so a forecast of a day long past does not stay.
 */
export const firestoreWeatherCache = {
  async read(key: string): Promise<unknown> {
    return (await firestore().doc(paths.weatherCacheEntry(key)).get()).data() ?? null;
  },
  async write(key: string, entry: Record<string, unknown>, expiresAtMs: number): Promise<void> {
    await firestore()
      .doc(paths.weatherCacheEntry(key))
      .set({ ...entry, expires_at: Timestamp.fromMillis(expiresAtMs) });
  },
};
