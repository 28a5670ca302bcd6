import { type Activity, isPlacesContent } from "@itinerary/contract";
import { getConfig } from "../config.ts";
import { log } from "../logs.ts";
import { PlacesBudget } from "../planning/grounding/places-budget.ts";
import {
  PLACE_ID,
  PlacesError,
  placeDetails,
  type PlaceFacts,
  type PlacesSettings,
} from "../planning/grounding/places-client.ts";
import { hoursFromPeriods } from "../planning/grounding/post-process.ts";
import { formatOpeningHours } from "../planning/model/hours.ts";

/**
 * How long a saved plan may keep what Places told us about a stop before it is asked again.
 *
 * Google Maps Platform Service Specific Terms, Places API, "Caching": latitude and longitude values
 * may be cached temporarily "for up to 30 consecutive calendar days", after which they must be
 * deleted; place ids are exempt from the caching restriction (Terms of Service 3.2.3(a), and the
 * Places API policies: "You can store place ID values indefinitely"). So a plan keeps `place_id`
 * forever and the rest is refreshed from it once 30 days old. The address and the hours have no
 * caching allowance of their own: they are refreshed together with the coordinates, from the same
 * Place Details answer, never kept longer than the coordinates are.
 */
export const PLACES_CONTENT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A clock a little ahead of ours is not a forged date; more than this is, and counts as stale. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const CONCURRENCY = 6;

interface Day<A extends Activity> {
  activities: A[];
}

export interface RefreshOutcome<D> {
  days: D[];
  /** Stops asked again and updated from Places. */
  refreshed: number;
  /** Stops whose place id names nothing any more: their Places content is removed. */
  dropped: number;
  /**
   * Stale stops that can never be asked again (the server has no Places key): what the terms let us keep
   * no longer (coordinates, address, photo credits) is removed; the place id stays, for a later key.
   */
  expired: number;
  /** Stale stops left as they were (the request's budget spent, Places unavailable): asked on a later read. */
  pending: number;
}

/** Whether a stop holds Places content older than the terms allow (or of unknown age). */
export function isStale(activity: Activity, now: number): boolean {
  if (!isPlacesContent(activity) || !activity.place_id || !PLACE_ID.test(activity.place_id)) return false;
  const fetched = activity.places_fetched_at ? Date.parse(activity.places_fetched_at) : Number.NaN;
  if (!Number.isFinite(fetched) || fetched > now + CLOCK_SKEW_MS) return true;
  return now - fetched > PLACES_CONTENT_MAX_AGE_MS;
}

/** Whether a stop still holds Places facts that have a storage window: coordinates, an address or photo credits. */
function holdsPlacesFacts(activity: Activity): boolean {
  return (
    typeof activity.latitude === "number" ||
    typeof activity.longitude === "number" ||
    activity.address !== undefined ||
    activity.image_attribution !== undefined ||
    activity.image_attributions !== undefined
  );
}

/**
 * When the first of a plan's stored Places facts passes its window (epoch 0 when one is of unknown age
 * or dated in the future: due already), or null when the plan holds none. Stored beside the plan, so
 * plans nobody reads are found and cleared too (expire-stored.ts).
 */
export function placesFactsDueAt(days: readonly Day<Activity>[], now: number): Date | null {
  let due: number | null = null;
  for (const activity of days.flatMap((day) => day.activities)) {
    if (!isPlacesContent(activity) || !activity.place_id || !PLACE_ID.test(activity.place_id)) continue;
    if (!holdsPlacesFacts(activity)) continue;
    const fetched = activity.places_fetched_at ? Date.parse(activity.places_fetched_at) : Number.NaN;
    const at = !Number.isFinite(fetched) || fetched > now + CLOCK_SKEW_MS ? 0 : fetched + PLACES_CONTENT_MAX_AGE_MS;
    due = due === null ? at : Math.min(due, at);
  }
  return due === null ? null : new Date(due);
}

/** The stop with Google's current facts for its place id, dated now. */
function refreshed<A extends Activity>(activity: A, facts: PlaceFacts, now: number): A {
  const next: A = {
    ...activity,
    place_id: facts.id,
    latitude: facts.location.lat,
    longitude: facts.location.lng,
    address: facts.address ?? undefined,
    source: "places",
    places_fetched_at: new Date(now).toISOString(),
  };
  if (next.address === undefined) delete next.address;
  if (facts.photoCredit)
    Object.assign(next, { image_attribution: facts.photoCredit, image_attributions: facts.photoCredits });
  else {
    delete next.image_attribution;
    delete next.image_attributions;
  }
  const hours = facts.periods ? hoursFromPeriods(facts.periods) : null;
  if (hours) {
    next.opening_hours = formatOpeningHours(hours);
    next.opening_window = hours.window;
  }
  return next;
}

/**
 * A place id that names nothing any more: everything that came from it goes (the coordinates too, as
 * the terms ask once they are past their window); the stop itself, the traveller's choice, stays.
 */
function withoutPlacesContent<A extends Activity>(activity: A): A {
  const {
    place_id: _id,
    image_attribution: _credit,
    image_attributions: _credits,
    places_fetched_at: _fetched,
    address: _address,
    ...rest
  } = activity;
  return { ...rest, latitude: null, longitude: null, source: "guide" } as A;
}

/**
 * A stale stop the server cannot refresh (it has no Places key): the facts kept past their window go,
 * the place id (kept for good) stays, so a server given a key later refreshes it. Null when nothing is
 * left to remove, so a plan read again without a key is not written again.
 */
function withoutExpiredFacts<A extends Activity>(activity: A): A | null {
  if (!holdsPlacesFacts(activity)) return null;
  const { image_attribution: _credit, image_attributions: _credits, address: _address, ...rest } = activity;
  return { ...rest, latitude: null, longitude: null } as A;
}

async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Refreshes a plan's stale Places content from each stop's place id by Place Details (hours
 * included), within `budget`: the per-request bound on Places calls, shared by every plan one
 * response carries. Stops within their window are not asked again. Without a Places key nothing can
 * be asked, so stale facts are removed instead (withoutExpiredFacts).
 */
export async function refreshPlacesContent<A extends Activity, D extends Day<A>>(
  days: readonly D[],
  options: { settings: PlacesSettings | null; budget: PlacesBudget; now?: number },
): Promise<RefreshOutcome<D>> {
  const now = options.now ?? Date.now();
  const stale = days.flatMap((day) => day.activities.filter((activity) => isStale(activity, now)));
  const outcome = { refreshed: 0, dropped: 0, expired: 0, pending: 0 };
  if (stale.length === 0) return { days: [...days], ...outcome };
  if (!options.settings) {
    const next = days.map((day) => ({
      ...day,
      activities: day.activities.map((activity) => {
        const expired = isStale(activity, now) ? withoutExpiredFacts(activity) : null;
        if (!expired) return activity;
        outcome.expired++;
        return expired;
      }),
    }));
    return { days: outcome.expired ? next : [...days], ...outcome };
  }
  const settings = options.settings;

  const answers = new Map<Activity, PlaceFacts | null | "pending">();
  await mapWithLimit(stale, CONCURRENCY, async (activity) => {
    if (!options.budget.take()) return void answers.set(activity, "pending");
    try {
      answers.set(activity, await placeDetails(activity.place_id!, settings, { hours: true }));
    } catch (error) {
      log.placesRefreshFailed(error instanceof PlacesError ? error.status : null, String(error));
      answers.set(activity, "pending");
    }
  });

  const next = days.map((day) => ({
    ...day,
    activities: day.activities.map((activity) => {
      if (!answers.has(activity)) return activity;
      const answer = answers.get(activity);
      if (answer === "pending" || answer === undefined) {
        outcome.pending++;
        return activity;
      }
      if (answer === null) {
        outcome.dropped++;
        return withoutPlacesContent(activity);
      }
      outcome.refreshed++;
      return refreshed(activity, answer, now);
    }),
  }));
  return { days: next, ...outcome };
}

/** The Places settings and a fresh per-request budget, from the configuration. */
export function refreshContext(): { settings: PlacesSettings | null; budget: PlacesBudget } {
  const { serverKey, placesBaseUrl, maxCallsPerRequest } = getConfig().maps;
  return {
    settings: serverKey ? { serverKey, baseUrl: placesBaseUrl } : null,
    budget: new PlacesBudget(maxCallsPerRequest),
  };
}
