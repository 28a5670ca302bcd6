import type { Activity } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";
import { placeEntryFee } from "./fees/fee-reviews.ts";
import type { Destination } from "./place.ts";

/**
 * Places that share one ticket (the Colosseum, the Forum and the Palatine) are charged once per
 * trip: the first of them in the plan carries the fee and says what it covers, the others say they
 * are included. Fees are set afresh from the guide each time, so a deleted or moved stop never leaves
 * a ticket uncharged or charged twice. Activities of other places are returned unchanged.
 */
export function chargeTicketsOnce<D extends { activities: Activity[] }>(
  days: readonly D[],
  destination: Destination,
): D[] {
  const byName = new Map(
    destination.places.filter((place) => place.ticketGroup).map((place) => [normalizeText(place.name), place] as const),
  );
  const planned = days.flatMap((day) =>
    day.activities.map((activity) => byName.get(normalizeText(activity.name))).filter((place) => place !== undefined),
  );
  const holder = new Map<string, string>();
  for (const place of planned) if (!holder.has(place.ticketGroup!)) holder.set(place.ticketGroup!, place.name);
  return days.map((day) => ({
    ...day,
    activities: day.activities.map((activity) => {
      const place = byName.get(normalizeText(activity.name));
      if (!place) return activity;
      const first = holder.get(place.ticketGroup!)!;
      if (first !== place.name) return { ...activity, cost_usd: 0, entry_fee: `Included in the ${first} ticket` };
      const others = planned
        .filter((p) => p.ticketGroup === place.ticketGroup && p.name !== place.name)
        .map((p) => p.name);
      const covers = others.length > 0 ? ` (one ticket also covers ${others.join(" and ")})` : "";
      return { ...activity, cost_usd: place.feeUsd, entry_fee: `${placeEntryFee(place)}${covers}` };
    }),
  }));
}
