import type { Activity } from "@itinerary/contract";
import { PLACE_ID } from "./places-client.ts";

/**
 * Makes a place's signed photo link, or null when this place gets none (only places this server
 * grounded are signed); the endpoint layer holds the secret and passes this in.
 */
export type PhotoSigner = (placeId: string) => string | null;

interface DayOf<A extends Activity> {
  activities: A[];
}

/**
 * The image links of a plan, made fresh for a response. Whatever links a plan carried (a client's,
 * an expired one) are replaced: a stop shows a Places photo only when it has a place id and a photo
 * author to credit, through our signed photo path. Everything else gets no `image_urls` at all (the
 * field is optional; a list that was there becomes empty), so the app shows its placeholder.
 */
export function withPhotoLinks<A extends Activity, D extends DayOf<A>>(
  days: readonly D[],
  signer: PhotoSigner | null,
): D[] {
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
