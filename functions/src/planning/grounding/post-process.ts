import type { Activity, TransportMode } from "@itinerary/contract";
import { log } from "../../logs.ts";
import type { DayBase, ResolvedTrip } from "../trip/resolved-trip.ts";
import { CITY_RADIUS_KM, DAYTRIP_KM } from "../checks/checker.ts";
import { distanceKm, medianPoint, type LatLng } from "../geo/geo.ts";
import { formatOpeningHours, WEEKDAYS, type KnownHours, type Weekday } from "../model/hours.ts";
import { normalizeText } from "../model/names.ts";
import { reachedByFerry } from "../guide/local-transport.ts";
import { orderStops, routeLengthKm } from "../geo/routing.ts";
import { ROUTE_TOLERANCE, transportText } from "../scheduling/schedule.ts";
import { travelLeg } from "../scheduling/travel.ts";
import { PLACES_BUDGET_SPENT_NOTICE, PlacesBudget } from "./places-budget.ts";
import {
  PLACE_ID,
  PlacesError,
  placeDetails,
  searchPlace,
  STAY_SEARCH_FIELD_MASK,
  type PlaceFacts,
  type PlacesSettings,
} from "./places-client.ts";
import { isDayTrip } from "../model/plan.ts";
import { locateInGuide } from "../trip/own-stay.ts";

const PLACES_CONCURRENCY = 6;

export interface GroundingContext {
  /** The request's trip: its name for searches and notices, and the centres (the destination's, each other location's) stops must be near. */
  trip: Pick<ResolvedTrip, "destination" | "centres"> & Partial<Pick<ResolvedTrip, "entry">>;
  /** A model's places must be confirmed (dropped when Places cannot); the guide's are curated and only enriched. */
  confirmPlaces: boolean;
  /** Places API settings when GOOGLE_MAPS_SERVER_KEY is set. */
  places: PlacesSettings | null;
  /** The request's Places calls left; shared by every grounding pass of one request. */
  budget?: PlacesBudget;
}

/** A plan day; what else it carries (the traveller's day start, declined places) is kept as it is. */
interface Day<A extends Activity> {
  day: number;
  activities: A[];
}

function coordinatesOf(activity: Activity): LatLng | null {
  const { latitude: lat, longitude: lng } = activity;
  if (typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

const nearestKm = (point: LatLng, centres: readonly LatLng[]) =>
  Math.min(...centres.map((centre) => distanceKm(point, centre)));

/** How far from the trip's cities a stop may be: the checker's limits, so what grounding keeps passes it. */
const distanceLimitKm = (activity: Activity) => (isDayTrip(activity) ? DAYTRIP_KM : CITY_RADIUS_KM);

/** Opening hours from Places periods: the most common daily window, and the weekdays with none. */
export function hoursFromPeriods(periods: NonNullable<PlaceFacts["periods"]>): KnownHours | null {
  if (periods.length === 0) return null;
  const alwaysOpen =
    periods.length === 1 && !periods[0]!.close && periods[0]!.open.hour === 0 && periods[0]!.open.minute === 0;
  if (alwaysOpen) return { window: null, closed: [] };
  const pad = (n: number) => String(n).padStart(2, "0");
  const windows = new Map<string, number>();
  const openDays = new Set<number>();
  for (const period of periods) {
    if (!period.close) continue;
    openDays.add(period.open.day);
    // Open past midnight (a bar until 01:00): the plan's days end before midnight, so the day's window does too.
    const close =
      period.close.day === period.open.day ? `${pad(period.close.hour)}:${pad(period.close.minute)}` : "23:59";
    const key = `${pad(period.open.hour)}:${pad(period.open.minute)}-${close}`;
    windows.set(key, (windows.get(key) ?? 0) + 1);
  }
  const [common] = [...windows.entries()].sort((a, b) => b[1] - a[1]);
  if (!common) return null;
  const [open, close] = common[0].split("-") as [string, string];
  const closed: Weekday[] = WEEKDAYS.filter((_, index) => !openDays.has(index));
  return { window: { open, close }, closed };
}

async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(runners);
  return results;
}

type Resolution = { kind: "found"; match: PlaceFacts } | { kind: "missing" } | { kind: "error" } | { kind: "kept" };

/**
 * Gives a stop the Places facts: id, exact location, address, the photo's author, hours. No photo
 * name and no image link: links are signed per response from the place id (photos/plan-photos.ts).
 */
function applyMatch<A extends Activity>(activity: A, match: PlaceFacts, refreshed: boolean): A {
  const enriched: A = {
    ...activity,
    place_id: match.id,
    latitude: match.location.lat,
    longitude: match.location.lng,
    // A refresh takes Google's current address; a first match keeps one the planner wrote.
    address: (refreshed ? match.address || activity.address : activity.address || match.address) || undefined,
    // Attributed wherever shown without a Google map, and refreshed once older than the terms allow.
    source: "places",
    places_fetched_at: new Date().toISOString(),
  };
  if (match.photoCredit)
    Object.assign(enriched, { image_attribution: match.photoCredit, image_attributions: match.photoCredits });
  else {
    delete enriched.image_attribution;
    delete enriched.image_attributions;
  }
  const hours = match.periods ? hoursFromPeriods(match.periods) : null;
  if (hours) {
    enriched.opening_hours = formatOpeningHours(hours);
    enriched.opening_window = hours.window;
  }
  return enriched;
}

/** A stop whose place id names nothing any more keeps none of what came from that id. */
function withoutPlace<A extends Activity>(activity: A): A {
  const {
    place_id: _id,
    image_attribution: _credit,
    image_attributions: _credits,
    source: _source,
    places_fetched_at: _fetched,
    ...rest
  } = activity;
  return rest as A;
}

/** Why Places could not answer, for the operator: a refused key is configuration, 429 is quota, 5xx is Google's. */
function logPlacesFailure(error: unknown): void {
  const status = error instanceof PlacesError ? error.status : null;
  const cause =
    status === 403
      ? "the server key was refused (check GOOGLE_MAPS_SERVER_KEY and that Places API (New) is enabled)"
      : status === 429
        ? "quota exhausted"
        : status !== null && status >= 500
          ? "Places server error"
          : "transport error";
  log.warn("places lookup failed", { status, cause, error: String(error) });
}

/**
 * A stop the traveller typed in (a name and an address, no position): located by Places when a key is
 * set, else by the guide (a place or area it names, else its postcode); the plan says how it was
 * placed when that is only near. Unchanged, and so removed with a note, when neither can place it.
 */
async function locateTypedStop<A extends Activity>(
  activity: A,
  context: GroundingContext,
  centre: LatLng | null,
  notifications: string[],
): Promise<A> {
  const budget = context.budget ?? new PlacesBudget(Infinity);
  if (context.places && centre && budget.take()) {
    try {
      const where = activity.address ? `${activity.address}` : context.trip.destination;
      const match = await searchPlace(
        `${activity.name}, ${where}`,
        { centre, radiusKm: CITY_RADIUS_KM },
        context.places,
        { expectedName: activity.name, fieldMask: STAY_SEARCH_FIELD_MASK },
      );
      if (match) return { ...activity, latitude: match.location.lat, longitude: match.location.lng };
    } catch (error) {
      logPlacesFailure(error);
    }
  }
  const located = context.trip.entry ? locateInGuide(activity, context.trip.entry) : null;
  if (!located) return activity;
  if (located.found !== "guide-place")
    notifications.push(
      `Placed "${activity.name}" by its ${located.found === "postcode" ? "postcode" : "neighbourhood"}, not its exact address: its walks are estimates.`,
    );
  return { ...activity, latitude: located.point.lat, longitude: located.point.lng };
}

/**
 * Checks every stop of a plan from either generator: no coordinates or far from the trip means it
 * is dropped and the traveller is told; with a Places key each stop is looked up, enriched, and (for
 * the model's proposals) dropped when Places cannot confirm it.
 */
export async function groundPlan<A extends Activity>(
  days: readonly Day<A>[],
  context: GroundingContext,
): Promise<{ days: Day<A>[]; notifications: string[] }> {
  const notifications: string[] = [];
  const where = context.trip.destination.trim();
  const proposed = days.flatMap((day) => day.activities.map(coordinatesOf).filter((p): p is LatLng => p !== null));
  const centres = [...context.trip.centres];
  if (centres.length === 0) {
    const fallback = medianPoint(proposed);
    if (fallback) centres.push(fallback);
  }

  const placed = await Promise.all(
    days.map(async (day) => ({
      ...day,
      activities: await Promise.all(
        day.activities.map((activity) =>
          coordinatesOf(activity) ? activity : locateTypedStop(activity, context, centres[0] ?? null, notifications),
        ),
      ),
    })),
  );
  let checked: Day<A>[] = placed.map((day) => ({
    ...day,
    activities: day.activities.filter((activity) => {
      const point = coordinatesOf(activity);
      if (!point) {
        notifications.push(
          activity.address
            ? `Removed "${activity.name}": we could not find ${activity.address} on the map. Add it again with its postcode, or choose it from our guide.`
            : `Removed "${activity.name}": it came without a location we could check.`,
        );
        return false;
      }
      const km = centres.length ? nearestKm(point, centres) : 0;
      if (km > distanceLimitKm(activity)) {
        notifications.push(
          `Removed "${activity.name}": its location is ${Math.round(km)} km from ${where}, too far to be part of this trip.`,
        );
        return false;
      }
      return true;
    }),
  }));

  if (context.places) {
    const settings = context.places;
    const centre = centres[0] ?? medianPoint(proposed);
    const budget = context.budget ?? new PlacesBudget(Infinity);
    let failures = 0;
    let unchecked = 0;
    // One limit over the whole trip, not per day: a 14-day plan must not fire 14 days of lookups at once.
    const resolutions = await mapWithLimit(
      checked.flatMap((day) => day.activities),
      PLACES_CONCURRENCY,
      async (activity): Promise<Resolution> => {
        const placeId = activity.place_id;
        // Looked up earlier in this same request (a refill, the final pass): its facts are fresh.
        if (placeId && budget.isFresh(placeId)) return { kind: "kept" };
        // An id Google could never have made is not sent to it.
        if (placeId && !PLACE_ID.test(placeId)) return { kind: "missing" };
        if (!budget.take()) {
          unchecked++;
          return { kind: "kept" };
        }
        try {
          // A stop with a place id is refreshed by Place Details on that id (one call at a cheap SKU),
          // never searched again; only stops without one are searched by name.
          const match = placeId
            ? await placeDetails(placeId, settings, { hours: !activity.opening_hours?.trim() })
            : await searchPlace(
                `${activity.name}, ${where}`,
                { centre: centre ?? coordinatesOf(activity)!, radiusKm: distanceLimitKm(activity) },
                settings,
                {
                  expectedName: activity.name,
                },
              );
          if (!match) return { kind: "missing" };
          if (centres.length && nearestKm(match.location, centres) > distanceLimitKm(activity))
            return { kind: "missing" };
          budget.markFresh(match.id);
          return { kind: "found", match };
        } catch (error) {
          failures++;
          logPlacesFailure(error);
          return { kind: "error" };
        }
      },
    );
    // Saved plans sign photo links only for ids Google gave us here (photos/grounded-places.ts).
    const found = resolutions.flatMap((resolution) => (resolution.kind === "found" ? [resolution.match.id] : []));
    if (found.length)
      await settings
        .recordGrounded?.(found)
        .catch((error: unknown) => log.warn("recording grounded place ids failed", { error: String(error) }));
    let next = 0;
    checked = checked.map((day) => {
      const activities: A[] = [];
      for (const activity of day.activities) {
        const resolution = resolutions[next++]!;
        if (resolution.kind === "found")
          activities.push(applyMatch(activity, resolution.match, Boolean(activity.place_id)));
        else if (resolution.kind === "missing" && context.confirmPlaces) {
          notifications.push(
            `Removed "${activity.name}": Google Maps could not confirm that this place exists in ${where}.`,
          );
        } else if (resolution.kind === "missing") activities.push(withoutPlace(activity));
        else activities.push(activity);
      }
      return { ...day, activities };
    });
    if (failures)
      notifications.push(
        "Some places could not be checked with Google Maps just now; their locations are the planner's own.",
      );
    if (unchecked) notifications.push(PLACES_BUDGET_SPENT_NOTICE(unchecked));
  }

  checked = withoutRepeats(checked, notifications);
  return { days: checked, notifications };
}

/**
 * The days that had stops before grounding and have none after it, said to the traveller. Separate
 * from groundPlan because a refilled draft is grounded twice and only the final outcome counts.
 */
export function emptiedDayNotices(before: readonly Day<Activity>[], after: readonly Day<Activity>[]): string[] {
  return after
    .filter((day) => day.activities.length === 0 && before.find((d) => d.day === day.day)?.activities.length)
    .map(
      (day) =>
        `Day ${day.day} has no activities left after removing places we could not verify; ask for changes to fill it.`,
    );
}

/**
 * A place visited twice is a wasted slot: a model may repeat one across days, or give two names that
 * Places resolves to the same place. The first visit stays. Same place: same Places id, else same name.
 */
function withoutRepeats<A extends Activity>(days: Day<A>[], notifications: string[]): Day<A>[] {
  const firstDay = new Map<string, number>();
  return days.map((day) => ({
    ...day,
    activities: day.activities.filter((activity) => {
      const key = activity.place_id ? `id:${activity.place_id}` : `name:${normalizeText(activity.name)}`;
      const first = firstDay.get(key);
      if (first === undefined) {
        firstDay.set(key, day.day);
        return true;
      }
      notifications.push(`Removed "${activity.name}" from day ${day.day}: it is already in the plan on day ${first}.`);
      return false;
    }),
  }));
}

/** How the traveller moves around and where each day starts: what a reordered day's legs are written from. */
export interface OrderContext {
  transport: TransportMode;
  reducedMobility: boolean;
  /** The stay (or the city centre) each day starts from; it picks the route's direction and names the first leg. */
  base: DayBase | null;
}

/**
 * Within each day, the stop order that minimises travel (nearest neighbour, then 2-opt). A day already
 * within ROUTE_TOLERANCE of that order keeps its own: the offline planner chose it for opening hours,
 * and its transport texts describe it. A day that is reordered gets every leg rewritten, since "walk
 * 0.4 km" from the stop that used to come before is wrong once another stop does.
 */
export function orderDays<A extends Activity>(days: readonly Day<A>[], context: OrderContext): Day<A>[] {
  return days.map((day) => {
    const points = day.activities.map(coordinatesOf);
    if (day.activities.length < 3 || points.some((p) => p === null)) return { ...day, activities: [...day.activities] };
    const located = points as LatLng[];
    const order = orderStops(located);
    const optimalKm = routeLengthKm(order.map((index) => located[index]!));
    if (routeLengthKm(located) <= optimalKm * ROUTE_TOLERANCE) return { ...day, activities: [...day.activities] };
    // Both directions are equally short; start at the end nearer the stay.
    const base = context.base;
    if (base && distanceKm(base.point, located[order.at(-1)!]!) < distanceKm(base.point, located[order[0]!]!))
      order.reverse();
    const activities = order.map((index, k) => {
      const activity = day.activities[index]!;
      const from = k === 0 ? base?.point : located[order[k - 1]!];
      if (!from) return activity;
      const previous = k === 0 ? null : day.activities[order[k - 1]!]!;
      const daytrip = isDayTrip(activity) || isDayTrip(previous);
      const leg = travelLeg(context.transport, distanceKm(from, located[index]!), {
        daytrip,
        placeName: isDayTrip(activity) ? activity.name : previous?.name,
        reducedMobility: context.reducedMobility,
        transitName: base?.transitName,
        ferry: !daytrip && (reachedByFerry(activity.name) || (previous !== null && reachedByFerry(previous.name))),
      });
      return { ...activity, transport: transportText(leg, k === 0, base?.name ?? null) };
    });
    return { ...day, activities };
  });
}
