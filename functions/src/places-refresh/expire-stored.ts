import { log } from "../logs.ts";
import { PlacesBudget } from "../planning/grounding/places-budget.ts";
import { firestore } from "../store/db.ts";
import {
  findPlansWithPlacesDue,
  plansWithoutPlacesDue,
  setPlacesDue,
  storeRefreshedItinerary,
} from "../store/itineraries.ts";
import { paths } from "../store/paths.ts";
import { placesFactsDueAt, refreshPlacesContent } from "./refresh-plan.ts";

/** The one-off backfill's name under migrations/: its document holds the cursor, then says it is done. */
export const PLACES_DUE_BACKFILL = "placesDueAt";

const PAGE = 100;
/** Pages one run clears at most; the schedule comes back for the rest. */
const MAX_PAGES = 20;
const BACKFILL_USERS_PER_PAGE = 50;

export interface PlacesExpiry {
  /** Plans saved before places_due_at that were given one (the backfill, until it is done). */
  backfilled: number;
  /** Plans whose due Places facts were removed from the stored copy. */
  plans: number;
  /** Stops that lost them. */
  stops: number;
}

/**
 * Gives every plan saved before places_due_at existed its field, a page of users at a time, keeping its
 * place in migrations/; later runs do nothing once it is done. Safe to run again and concurrently: a
 * plan changed since it was read is skipped (its save wrote the field).
 */
async function backfillPlacesDue(now: Date, deadline: number): Promise<number> {
  const marker = firestore().doc(paths.migration(PLACES_DUE_BACKFILL));
  const state = (await marker.get()).data() as { done?: boolean; afterUid?: string } | undefined;
  if (state?.done) return 0;
  let afterUid = state?.afterUid ?? null;
  let backfilled = 0;
  while (Date.now() < deadline) {
    const page = await plansWithoutPlacesDue(afterUid, BACKFILL_USERS_PER_PAGE);
    if (!page) {
      await marker.set({ done: true, doneAt: new Date() });
      break;
    }
    for (const plan of page.plans)
      if (await setPlacesDue(plan, placesFactsDueAt(plan.itinerary, now.getTime()))) backfilled++;
    afterUid = page.lastUid;
    await marker.set({ afterUid });
  }
  return backfilled;
}

/**
 * Plans nobody opens are never refreshed on read, yet the terms let only place ids be kept for good:
 * every plan whose stored Places facts passed their window loses them (coordinates, address, photo
 * credits), with no call to Places; the place ids stay, and the next read refreshes those stops from
 * them. Runs on a schedule; each plan is written only if it still holds what was read.
 */
export async function expireStoredPlacesFacts(now = new Date(), budgetMs = 240_000): Promise<PlacesExpiry> {
  const deadline = Date.now() + budgetMs;
  const backfilled = await backfillPlacesDue(now, deadline);
  let plans = 0;
  let stops = 0;
  for (let pages = 0; pages < MAX_PAGES && Date.now() < deadline; pages++) {
    const due = await findPlansWithPlacesDue(now, PAGE);
    for (const plan of due) {
      // No settings: nothing is asked of Places, stale facts are removed (refresh-plan.ts).
      const outcome = await refreshPlacesContent(plan.itinerary, {
        settings: null,
        budget: new PlacesBudget(0),
        now: now.getTime(),
      });
      const written = await storeRefreshedItinerary(
        plan.uid,
        plan.id,
        plan.itinerary,
        outcome.days,
        placesFactsDueAt(outcome.days, now.getTime()),
      );
      if (written && outcome.expired > 0) {
        plans++;
        stops += outcome.expired;
      }
    }
    if (due.length < PAGE) break;
  }
  if (backfilled || plans) log.info("stored Places facts past their window removed", { backfilled, plans, stops });
  return { backfilled, plans, stops };
}
