/** The service worker's caches of map tiles (vite.config.ts), named once for it and the app. */

/** Tiles the traveller has seen lately, kept by the service worker itself (the newest 600, 30 days). */
export const SEEN_TILES_CACHE = "map-tiles";
/** Tiles of the trips the traveller made available offline (lib/offline/trip-map-tiles.ts). */
export const TRIP_TILES_CACHE = "trip-map-tiles";
