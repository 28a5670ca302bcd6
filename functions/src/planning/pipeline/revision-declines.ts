import { MAX_DECLINED_PER_DAY, type DraftDay } from "@itinerary/contract";
import { normalizeText } from "../model/names.ts";
import { declines } from "../guide/must-sees.ts";
import type { Category } from "../guide/place.ts";

/**
 * A model's revision does not keep the itinerary's record of what the traveller declined, nor make
 * one: the current itinerary's declined places stay declined unless the revision put them back, and a
 * stop the revision removed because the suggestion turned it down by name or kind ("skip the Louvre",
 * "no museums") joins them, on the day it left. The offline planner records its own removals.
 */
export function carryDeclined(
  current: readonly DraftDay[],
  revised: readonly DraftDay[],
  suggestion: string,
): DraftDay[] {
  const present = new Set(revised.flatMap((day) => day.activities.map((activity) => normalizeText(activity.name))));
  const request = { specialRequests: [suggestion] };
  const declinedOn = revised.map((): string[] => []);
  current.forEach((day, d) => {
    const target = declinedOn[Math.min(d, declinedOn.length - 1)];
    if (!target) return;
    for (const name of day.declined ?? []) if (!present.has(normalizeText(name))) target.push(name);
    for (const activity of day.activities) {
      if (present.has(normalizeText(activity.name))) continue;
      if (declines(request, { name: activity.name, category: (activity.category ?? "") as Category }))
        target.push(activity.name);
    }
  });
  return revised.map((day, d) => {
    const { declined: _model, ...rest } = day;
    const names = [...new Set(declinedOn[d])].slice(-MAX_DECLINED_PER_DAY);
    return names.length > 0 ? { ...rest, declined: names } : rest;
  });
}
