import type { StructuredPlan } from "@itinerary/contract";
import tzLookup from "@photostructure/tz-lookup";
import type { ResolvedTrip } from "../planning/trip/resolved-trip.ts";

function located(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    !(latitude === 0 && longitude === 0)
  );
}

/**
 * The IANA time zone the trip happens in: the one most of its located stops fall in (a single stop
 * placed wrongly cannot move the whole trip), else the zone of the destination city's centre, as the
 * caller resolved the trip (the guide's, else the gazetteer's). Null when neither tells.
 */
export function tripTimeZone(plan: StructuredPlan, trip: Pick<ResolvedTrip, "cityCentre">): string | null {
  const counts = new Map<string, number>();
  for (const day of plan) {
    for (const { latitude, longitude } of day.activities) {
      if (!located(latitude, longitude)) continue;
      const zone = tzLookup(latitude!, longitude!);
      counts.set(zone, (counts.get(zone) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [zone, count] of counts) if (best === null || count > counts.get(best)!) best = zone;
  if (best) return best;
  const centre = trip.cityCentre;
  return centre ? tzLookup(centre.lat, centre.lng) : null;
}
