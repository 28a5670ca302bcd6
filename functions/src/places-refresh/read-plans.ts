import type { SavedItinerary } from "@itinerary/contract";
import { log } from "../logs.ts";
import type { PlacesBudget } from "../planning/grounding/places-budget.ts";
import type { PlacesSettings } from "../planning/grounding/places-client.ts";
import { storeRefreshedItinerary } from "../store/itineraries.ts";
import { placesFactsDueAt, refreshContext, refreshPlacesContent } from "./refresh-plan.ts";

/**
 * Saved and shared plans as the read endpoints answer them: Places content older than the terms allow
 * is refreshed from the place ids first, and the refreshed copy replaces the stored one, so the next
 * read does not ask again. One context (and so one Places budget) per request, however many plans it
 * carries.
 */
export interface ReadContext {
  settings: PlacesSettings | null;
  budget: PlacesBudget;
}

export const newReadContext = (): ReadContext => refreshContext();

/** `plan` (stored at users/{uid}/itineraries/{id}) with its stale Places content refreshed. */
export async function withFreshPlacesContent<P extends { itinerary: SavedItinerary["itinerary"] }>(
  location: { uid: string; id: string },
  plan: P,
  context: ReadContext,
): Promise<P> {
  const now = Date.now();
  const outcome = await refreshPlacesContent(plan.itinerary, { ...context, now });
  if (outcome.refreshed === 0 && outcome.dropped === 0 && outcome.expired === 0) return plan;
  try {
    const due = placesFactsDueAt(outcome.days, now);
    await storeRefreshedItinerary(location.uid, location.id, plan.itinerary, outcome.days, due);
  } catch (error) {
    // The answer is still the refreshed plan; the stored copy is refreshed on a later read.
    log.placesRefreshWriteFailed(location.uid, location.id, error);
  }
  return { ...plan, itinerary: outcome.days };
}
