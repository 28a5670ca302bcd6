import type { Activity } from "@itinerary/contract";
import { log } from "../../logs.ts";
import { CITY_RADIUS_KM } from "../checks/checker.ts";
import { centreOf, distanceKm, type LatLng } from "../geo/geo.ts";
import { stayPointOf } from "../guide/local-transport.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";
import { PlacesBudget } from "./places-budget.ts";
import { searchPlace, STAY_SEARCH_FIELD_MASK, type PlacesSettings } from "./places-client.ts";
import { isDayTrip } from "../model/plan.ts";

/** Where a day starts: the point its first leg is measured from, and how that leg names it. */
export interface DayStay {
  point: LatLng;
  /** As in "From Chiado: walk 0.8 km (11 min)". */
  name: string;
  /** The city's own transit ("Tram or metro"); absent: the neutral DEFAULT_TRANSIT_NAME. */
  transitName?: string;
  /**
   * Places found the stay; the curated destination's stay area; the middle of the day's stops; or the
   * traveller's own stay, as placed (by the guide, by Places, else the city's centre).
   */
  source: "places" | "known-area" | "stops" | "own";
}

/** Words that describe a kind of stay rather than name one: "a boutique hotel in Gion" names Gion. */
const KIND_WORDS = new Set(
  (
    "a an the your you stay stays staying base hotel hotels hostel hostels airbnb airbnbs apartment apartments flat rental " +
    "ryokan guesthouse guest house inn b&b bnb riad pension lodge room rooms suite option options accommodation " +
    "boutique luxury luxurious budget mid-range midrange affordable comfortable central modern small cosy cozy quiet " +
    "family-friendly family friendly traditional design stylish simple clean well-located 3-star 4-star 5-star star " +
    "same as last previous yesterday before this one back to overnight night or and area neighbourhood neighborhood district"
  ).split(" "),
);

const isKindOnly = (text: string) => {
  const words = text
    .toLowerCase()
    .split(/[\s,/]+/)
    .filter(Boolean);
  return words.every((word) => KIND_WORDS.has(word));
};

/**
 * The place a day's accommodation suggestion names, for locating it: an area ("Hotel in Chiado, about
 * $150 a night" -> "Chiado") or a named hotel ("Hotel Granvia Kyoto, near the station" -> "Hotel
 * Granvia Kyoto"); null when it names only a kind of stay ("Hotel").
 */
export function stayNameOf(suggestion: string | undefined): string | null {
  const text = (suggestion ?? "").replace(/^\s*back to (?:your|the) base\s*:?\s*/i, "").trim();
  // The first clause: prices, remarks and alternatives follow a comma, a bracket, a dash or a full stop.
  const clause = text.split(/[,;(]|\.\s|\.$|\s[-–—]\s|:\s/)[0]?.trim() ?? "";
  if (!clause) return null;
  const at = /^(.*?)\b(?:in|near|around|at|by|close to|next to|off)\s+(?:the\s+)?(\S.*)$/i.exec(clause);
  if (at) {
    const [, head = "", tail = ""] = at;
    const name = isKindOnly(head) ? tail : head;
    return isKindOnly(name) ? null : name.trim().slice(0, 80) || null;
  }
  return isKindOnly(clause) ? null : clause.slice(0, 80);
}

export interface StayContext {
  trip: Pick<ResolvedTrip, "destination" | "entry" | "transitName" | "cityCentre" | "ownStay">;
  places: PlacesSettings | null;
  /** The request's Places calls left, shared with grounding. */
  budget?: PlacesBudget;
}

type Located = Activity & { latitude: number; longitude: number };
const isLocated = (activity: Activity): activity is Located =>
  typeof activity.latitude === "number" &&
  typeof activity.longitude === "number" &&
  Number.isFinite(activity.latitude) &&
  Number.isFinite(activity.longitude);

/** The middle of a day's stops, day trips left out (they are far from where the traveller sleeps). */
export function centroidOfStops(activities: readonly Activity[]): LatLng | null {
  const city = activities.filter(isLocated).filter((activity) => !isDayTrip(activity));
  const points = city.length ? city : activities.filter(isLocated);
  return centreOf(points.map((a) => ({ lat: a.latitude, lng: a.longitude })));
}

/**
 * Finds where each day of a model's final plan starts, from the day's accommodation suggestion: located
 * through Places when a key is set (one Text Search Pro call per distinct stay, shared by every day and
 * pass of the request); otherwise, or when Places cannot place it, the curated destination's stay area;
 * for a city we do not cover, the middle of the day's stops.
 */
export function createStayFinder(context: StayContext) {
  const covered = context.trip.entry;
  const transitName = context.trip.transitName;
  const located = new Map<string, Promise<LatLng | null>>();
  const budget = context.budget ?? new PlacesBudget(Infinity);

  /** `query` defaults to the name in the trip's city; a traveller's stay is searched by its address. */
  async function locate(
    name: string,
    near: LatLng,
    query = `${name}, ${context.trip.destination}`,
  ): Promise<LatLng | null> {
    const settings = context.places;
    if (!settings || !budget.take()) return null;
    try {
      const match = await searchPlace(query, { centre: near, radiusKm: CITY_RADIUS_KM }, settings, {
        expectedName: name,
        fieldMask: STAY_SEARCH_FIELD_MASK,
      });
      return match && distanceKm(match.location, near) <= CITY_RADIUS_KM ? match.location : null;
    } catch (error) {
      log.warn("locating the stay failed", { error: String(error) });
      return null;
    }
  }

  /** The traveller's own stay: placed by the guide already, else looked up once through Places. */
  let own: Promise<DayStay | null> | null = null;
  let placedByPlaces = false;
  async function ownStayPoint(): Promise<DayStay | null> {
    const stay = context.trip.ownStay!;
    let point = stay.point;
    if (stay.found === "centre" && context.places && point) {
      const found = stay.address
        ? await locate(stay.name, point, `${stay.name}, ${stay.address}, ${context.trip.destination}`)
        : await locate(stay.name, point);
      if (found) {
        point = found;
        placedByPlaces = true;
      }
    }
    return point ? { point, name: stay.name, source: "own", ...(transitName ? { transitName } : {}) } : null;
  }

  return {
    /** Whether the traveller's own stay ended up on the map (the guide or Places placed it). */
    get ownStayPlaced(): boolean {
      return placedByPlaces || (context.trip.ownStay !== null && context.trip.ownStay.found !== "centre");
    },
    async stayOf(day: { accommodation_suggestion?: string; activities: readonly Activity[] }): Promise<DayStay | null> {
      if (context.trip.ownStay) return (own ??= ownStayPoint());
      const name = stayNameOf(day.accommodation_suggestion);
      const middle = centroidOfStops(day.activities);
      const withTransit = (stay: DayStay): DayStay => (transitName ? { ...stay, transitName } : stay);
      if (name && context.places) {
        const near = context.trip.cityCentre ?? middle;
        if (near) {
          const key = name.toLowerCase();
          if (!located.has(key)) located.set(key, locate(name, near));
          const point = await located.get(key)!;
          if (point) return withTransit({ point, name, source: "places" });
        }
      }
      if (covered) return withTransit({ point: stayPointOf(covered), name: covered.stay.area, source: "known-area" });
      return middle ? { point: middle, name: name ?? "your stay", source: "stops" } : null;
    },
  };
}

export type StayFinder = ReturnType<typeof createStayFinder>;
