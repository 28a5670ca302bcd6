import type { Activity } from "@itinerary/contract";
import { getConfig, type Config } from "../config.ts";
import { PLACE_ID } from "../planning/grounding/places-client.ts";
import { signPhotoPath } from "./photo-link.ts";

/** Makes a place's signed photo link; null when this place gets none (photos/grounded-places.ts). */
export type PhotoSigner = (placeId: string) => string | null;

/** Signs links when photos can be served at all: a Maps key to fetch them and a secret to sign them. */
export function photoSigner(config: Pick<Config, "maps"> = getConfig()): PhotoSigner | null {
  const { serverKey, photoLinkSecret } = config.maps;
  if (!serverKey || !photoLinkSecret) return null;
  return (placeId) => signPhotoPath(photoLinkSecret, placeId);
}

interface DayOf<A extends Activity> {
  activities: A[];
}

/**
 * The image links of a plan, made fresh for a response. Whatever links a plan carried (a client's,
 * an expired one) are replaced: a stop shows a Places photo only when it has a place id and a photo
 * author to credit, through our signed photo path. Everything else gets no `image_urls` at all (the
 * field is optional; a list that was there becomes empty), so the app shows its placeholder.
 */
export function withPhotoLinks<A extends Activity, D extends DayOf<A>>(days: readonly D[], signer: PhotoSigner | null = photoSigner()): D[] {
  return days.map((day) => ({
    ...day,
    activities: day.activities.map(({ image_urls: sent, ...activity }) => {
      const { place_id: placeId, image_attribution: credit } = activity;
      const link = signer && placeId && credit && PLACE_ID.test(placeId) ? signer(placeId) : null;
      if (link) return { ...activity, image_urls: [link] } as A;
      // An empty list stays an empty list (the offline planner's shape); anything sent is dropped.
      return (sent === undefined ? activity : { ...activity, image_urls: [] }) as A;
    }),
  }));
}

/** A plan as stored: place ids and photo credits, never links (they expire) nor photo names (Google's terms). */
export function withoutPhotoLinks<A extends Activity, D extends DayOf<A>>(days: readonly D[]): D[] {
  return days.map((day) => ({
    ...day,
    activities: day.activities.map(({ image_urls: _links, ...activity }) => activity as A),
  }));
}

/** The place ids of a plan, for looking up which of them this server grounded. */
export function placeIdsOf(days: readonly DayOf<Activity>[]): string[] {
  return days.flatMap((day) => day.activities.flatMap((activity) => (activity.place_id ? [activity.place_id] : [])));
}
