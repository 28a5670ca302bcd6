import type { Activity } from "@itinerary/contract";
import { getConfig, type Config } from "../config.ts";
import { withPhotoLinks as linkPhotos, type PhotoSigner } from "../planning/grounding/photo-links.ts";
import { signPhotoPath } from "./photo-link.ts";

export type { PhotoSigner };

/** Signs links when photos can be served at all: a Maps key to fetch them and a secret to sign them. */
export function photoSigner(config: Pick<Config, "maps"> = getConfig()): PhotoSigner | null {
  const { serverKey, photoLinkSecret } = config.maps;
  if (!serverKey || !photoLinkSecret) return null;
  return (placeId) => signPhotoPath(photoLinkSecret, placeId);
}

interface DayOf<A extends Activity> {
  activities: A[];
}

/** A plan's image links made fresh for a response, signed with this deployment's secret (see planning's photo-links). */
export function withPhotoLinks<A extends Activity, D extends DayOf<A>>(
  days: readonly D[],
  signer: PhotoSigner | null = photoSigner(),
): D[] {
  return linkPhotos(days, signer);
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
