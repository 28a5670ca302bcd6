import type { LatLng } from "../geo.ts";

/** The few fields of a Places API (New) place that grounding needs. */
export interface PlaceMatch {
  id: string;
  name: string;
  location: LatLng;
  address: string | null;
  /** Photo resource names, "places/{place}/photos/{photo}". */
  photoNames: string[];
  /** 0 = Sunday ... 6 = Saturday, as the Places API numbers days. */
  periods: { open: { day: number; hour: number; minute: number }; close?: { day: number; hour: number; minute: number } }[] | null;
}

export interface PlacesSettings {
  serverKey: string;
  /** Another host speaking the Places REST API (a local fake in tests). */
  baseUrl: string | null;
  timeoutMs?: number;
}

export const PLACES_API_BASE = "https://places.googleapis.com";

/** Only what we use is requested: the field mask also sets what a call costs. */
export const SEARCH_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.location",
  "places.photos",
  "places.regularOpeningHours",
].join(",");

interface RawPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  photos?: { name?: string }[];
  regularOpeningHours?: { periods?: PlaceMatch["periods"] };
}

/**
 * Text search near a point; the best match, or null when Places knows nothing that fits.
 * Throws on transport or server errors so the caller can tell "not found" from "could not ask".
 */
export async function searchPlace(query: string, near: { centre: LatLng; radiusKm: number }, settings: PlacesSettings): Promise<PlaceMatch | null> {
  const base = (settings.baseUrl ?? PLACES_API_BASE).replace(/\/$/, "");
  const response = await fetch(`${base}/v1/places:searchText`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Goog-Api-Key": settings.serverKey,
      "X-Goog-FieldMask": SEARCH_FIELD_MASK,
    },
    body: JSON.stringify({
      textQuery: query,
      pageSize: 1,
      locationBias: {
        circle: {
          center: { latitude: near.centre.lat, longitude: near.centre.lng },
          radius: Math.min(50_000, near.radiusKm * 1000),
        },
      },
    }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
  });
  if (!response.ok) throw new Error(`Places text search answered ${response.status}`);
  const body = (await response.json()) as { places?: RawPlace[] };
  const place = body.places?.[0];
  const lat = place?.location?.latitude;
  const lng = place?.location?.longitude;
  if (!place?.id || typeof lat !== "number" || typeof lng !== "number") return null;
  return {
    id: place.id,
    name: place.displayName?.text ?? query,
    location: { lat, lng },
    address: place.formattedAddress ?? null,
    photoNames: (place.photos ?? []).map((photo) => photo.name ?? "").filter((name) => PHOTO_NAME.test(name)),
    periods: place.regularOpeningHours?.periods ?? null,
  };
}

/** A Places photo resource name, as the photo proxy accepts it. */
export const PHOTO_NAME = /^places\/[A-Za-z0-9_-]{1,256}\/photos\/[A-Za-z0-9_-]{1,1024}$/;

export function photoProxyPath(photoName: string): string {
  return `/api/place-photo/${photoName}`;
}
