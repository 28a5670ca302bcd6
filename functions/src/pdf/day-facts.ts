import type { FinalActivity, FinalDay } from "@itinerary/contract";
import { distanceKm } from "../planning/geo/geo.ts";
import { knownHoursOf, type Weekday } from "../planning/model/hours.ts";
import { hasCoordinates } from "./route-map.ts";

/**
 * What a day's header and stops say beyond the plan's own fields, worked out from those fields:
 * the stay's name, how far the day walks, its meals, each stop's hours on that date.
 */

const STAY_NAME_LENGTH = 60;

/**
 * The stay's name out of an accommodation suggestion that may run to a paragraph ("Hotel Avenida
 * Palace – central, by Rossio. Alternatively ..."): its first line and sentence, before any dash,
 * semicolon or bracket, and cut at a word when still long.
 */
export function stayName(suggestion: string): string {
  const firstLine = suggestion.trim().split(/\n/)[0]!.trim();
  const name = firstLine
    .split(/(?<=[a-z\u00C0-\u024F)])\.\s/)[0]!
    .split(/\s[–—-]\s|;|\s\(/)[0]!
    .trim()
    .replace(/[.,:]$/, "");
  if (name.length <= STAY_NAME_LENGTH) return name;
  const cut = name.slice(0, STAY_NAME_LENGTH);
  const space = cut.lastIndexOf(" ");
  return `${(space > STAY_NAME_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}…`;
}

export type DayDistance =
  /** Sum of the walks the plan's legs name ("Walk 0.8 km (10 min)"). */
  | { kind: "walks"; km: number; walks: number }
  /** The plan's legs do not say how they are covered: straight lines between located stops. */
  | { kind: "straight"; km: number }
  | null;

// "Walk 0.8 km (10 min)", "From Hotel Baixa: walk under 0.1 km (1 min)".
const WALK_LEG = /(?:^|:\s*)walk\s+(under\s+)?(\d+(?:\.\d+)?)\s*km\b/i;
// Any leg the scheduler wrote says how far it goes.
const MEASURED_LEG = /\b(?:under\s+)?\d+(?:\.\d+)?\s*km\b/i;

/**
 * How far the day walks. When every stop after the first says how it is reached with a distance (the
 * scheduler's legs), the walks among those legs are added up; otherwise the plan does not know the
 * walking, and the straight-line distance between the located stops is given as just that.
 */
export function dayDistance(activities: readonly FinalActivity[]): DayDistance {
  const legs = activities.map((activity) => activity.transport ?? "");
  const measured = legs.length > 1 && legs.slice(1).every((leg) => MEASURED_LEG.test(leg));
  if (measured) {
    let km = 0;
    let walks = 0;
    for (const leg of legs) {
      const walk = WALK_LEG.exec(leg);
      if (!walk) continue;
      walks++;
      km += walk[1] ? 0.05 : Number(walk[2]);
    }
    return { kind: "walks", km, walks };
  }
  const located = activities.filter(hasCoordinates);
  if (located.length < 2) return null;
  let km = 0;
  for (let i = 1; i < located.length; i++) {
    const [a, b] = [located[i - 1]!, located[i]!];
    km += distanceKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
  }
  return { kind: "straight", km };
}

const formatKm = (km: number) => (km < 0.1 ? "under 0.1 km" : `${km < 10 ? km.toFixed(1) : Math.round(km)} km`);

/** The header's line about walking, honest about where the figure comes from. */
export function distanceText(distance: DayDistance): { label: string; value: string } | null {
  if (!distance) return null;
  if (distance.kind === "walks") {
    if (distance.walks === 0) return { label: "Walking", value: "No walks between stops" };
    return {
      label: "Walking",
      value: `${formatKm(distance.km)} on foot (${distance.walks} ${distance.walks === 1 ? "walk" : "walks"})`,
    };
  }
  return {
    label: "Distance",
    value: `${formatKm(distance.km)} between stops in a straight line (walking distance not known)`,
  };
}

/**
 * The day's meals, for its header: a stop the traveller asked for as lunch or dinner, and the day's
 * dinner suggestion (rendered in its own row elsewhere; named here only so the day reads at a glance).
 */
export function mealsOf(day: Pick<FinalDay, "activities" | "dinner">): string[] {
  const meals: string[] = [];
  const at = (activity: FinalActivity) => (activity.start_time ? ` at ${activity.start_time}` : "");
  const lunch = day.activities.find((activity) => activity.meal === "lunch");
  if (lunch) meals.push(`Lunch: ${lunch.name}${at(lunch)}`);
  const dinnerStop = day.activities.find((activity) => activity.meal === "dinner");
  if (dinnerStop) meals.push(`Dinner: ${dinnerStop.name}${at(dinnerStop)}`);
  else if (day.dinner) meals.push(`Dinner: ${day.dinner.name} at ${day.dinner.time}`);
  return meals;
}

const WEEKDAY_NAMES: Record<Weekday, string> = {
  Sun: "Sunday",
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
};

/**
 * A stop's opening hours on the day it is visited: "09:00–18:00 on Monday", "Closed on Monday" when
 * the plan knows it shuts that day, and the plan's own text when it cannot be read (or no date is known).
 */
export function hoursOn(activity: FinalActivity, weekday: Weekday | null): string {
  const text = activity.opening_hours?.trim() ?? "";
  const known = knownHoursOf(activity);
  if (!weekday) return text || (known.window ? `${known.window.open}–${known.window.close}` : "");
  const day = WEEKDAY_NAMES[weekday];
  if (known.closed.includes(weekday)) return `Closed on ${day}`;
  if (known.window) return `${known.window.open}–${known.window.close} on ${day}`;
  if (/open 24 hours/i.test(text)) return `Open 24 hours on ${day}`;
  return text;
}

/** Street and postcode on one line: the postcode added when the address does not already carry it. */
export function addressLine(activity: Pick<FinalActivity, "address" | "postcode">): string {
  const address = activity.address?.trim() ?? "";
  const postcode = activity.postcode?.trim() ?? "";
  if (!address) return postcode;
  if (!postcode || address.replace(/\s/g, "").includes(postcode.replace(/\s/g, ""))) return address;
  return `${address}, ${postcode}`;
}
