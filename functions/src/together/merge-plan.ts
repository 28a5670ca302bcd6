import type { FinalActivity, FinalDay, SaveItineraryRequest } from "@itinerary/contract";

/**
 * Two companions editing one trip at once (issue 24): a save made from an older version is merged
 * into the trip as it is now, field by field, against the version the saver started from. A field
 * only the saver changed takes their value; a field only the others changed keeps theirs; a field
 * both changed takes the later write (the saver's), and the merge names it so whoever is overwritten
 * can be told. No whole-document overwrite: two editors changing different fields both keep their change.
 * An edit made offline and sent later is not the later write when a companion saved after it was made:
 * there a field both changed keeps theirs (issue 25), and the merge names it for the saver instead.
 */

export type TripContent = Pick<SaveItineraryRequest, "preferences" | "itinerary" | "summary_text">;

export interface MergedTrip {
  content: TripContent;
  /** Fields both changed, where the saver's value replaced the others' ("Belém Tower, day 2: Highlight"). */
  overwritten: string[];
  /** Changes of the others' the saver's plan did not hold and that were kept ("Trip Summary"). */
  kept: string[];
  /** Fields both changed, where the others' newer value was kept over the saver's (clashes going to theirs). */
  newerKept: string[];
}

/** Which side a field both changed goes to: the saver's (the later write), or the others' when theirs is newer. */
export type ClashSide = "mine" | "theirs";

export interface MergeOptions {
  clashGoesTo: ClashSide;
}

/** A stop's fields a traveller edits in place, each merged on its own; the rest of a stop moves as one. */
const STOP_FIELDS: Readonly<Record<string, string>> = {
  name: "Name",
  highlight: "Highlight",
  transport: "Transport",
  entry_fee: "Entry Fee",
  parking_spot: "Parking Spot",
  postcode: "Postcode",
};
/** A stop's time is one thing: its text, start, end and length change together. */
const STOP_TIME = ["time", "start_time", "end_time", "duration_minutes"] as const;
const DAY_FIELDS: Readonly<Record<string, string>> = {
  accommodation_suggestion: "Accommodation Suggestion",
  note: "Note",
  dinner: "Dinner",
};
const DAY_COST = ["estimated_daily_cost", "estimated_daily_cost_usd"] as const;

type Fields = Record<string, unknown>;

/** Deep equality of JSON values, key order aside (what Firestore gives back is not in the order saved). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, k) => sameValue(value, other[k]));
  }
  const left = Object.entries(a as Fields).filter(([, value]) => value !== undefined);
  const right = Object.entries(b as Fields).filter(([, value]) => value !== undefined);
  return (
    left.length === right.length &&
    left.every(([key, value]) => key in (b as Fields) && sameValue(value, (b as Fields)[key]))
  );
}

const pick = (from: Fields | undefined, keys: readonly string[]): Fields =>
  Object.fromEntries(keys.map((key) => [key, from?.[key]]).filter(([, value]) => value !== undefined));
const omit = (from: Fields | undefined, keys: readonly string[]): Fields =>
  Object.fromEntries(Object.entries(from ?? {}).filter(([key, value]) => !keys.includes(key) && value !== undefined));

/** One part of a document, three ways: which side's value it gets, and whether both changed it differently. */
function mergePart<T>(
  base: T,
  mine: T,
  theirs: T,
  clashGoesTo: ClashSide,
): { value: T; clash: boolean; theirsKept: boolean } {
  if (sameValue(mine, base)) return { value: theirs, clash: false, theirsKept: !sameValue(theirs, base) };
  if (sameValue(theirs, base) || sameValue(theirs, mine)) return { value: mine, clash: false, theirsKept: false };
  return { value: clashGoesTo === "theirs" ? theirs : mine, clash: true, theirsKept: false };
}

/**
 * Who a stop is across versions: its Places id, else where it is, else its name. A name edited in place
 * keeps the stop's identity while it has an id or coordinates.
 */
export function stopIdentity(stop: Pick<FinalActivity, "name" | "place_id" | "latitude" | "longitude">): string {
  if (stop.place_id?.trim()) return `id:${stop.place_id.trim()}`;
  if (typeof stop.latitude === "number" && typeof stop.longitude === "number")
    return `at:${stop.latitude.toFixed(5)},${stop.longitude.toFixed(5)}`;
  return `name:${stop.name.trim().toLowerCase()}`;
}

const identities = (day: FinalDay | undefined) => (day?.activities ?? []).map(stopIdentity);
const unique = (keys: readonly string[]) => new Set(keys).size === keys.length;

class Report {
  readonly overwritten: string[] = [];
  readonly kept: string[] = [];
  readonly newerKept: string[] = [];
  constructor(readonly clashGoesTo: ClashSide) {}
  /** One part merged three ways, the side its clash goes to being the report's. */
  part<T>(base: T, mine: T, theirs: T) {
    return mergePart(base, mine, theirs, this.clashGoesTo);
  }
  note(label: string, part: { clash: boolean; theirsKept: boolean }) {
    if (part.clash) (this.clashGoesTo === "theirs" ? this.newerKept : this.overwritten).push(label);
    if (part.theirsKept) this.kept.push(label);
  }
}

function mergeStop(
  base: FinalActivity | undefined,
  mine: FinalActivity | undefined,
  theirs: FinalActivity | undefined,
  where: string,
  report: Report,
): FinalActivity {
  // A stop only one side has (added, or the other side's list is theirs to keep) is that side's as it is.
  if (!mine) return theirs!;
  if (!theirs || !base) return mine;
  const label = (field: string) => `${mine.name || theirs.name}, ${where}: ${field}`;
  const merged: Fields = {};
  const own = [...Object.keys(STOP_FIELDS), ...STOP_TIME];
  const rest = report.part(omit(base, own), omit(mine, own), omit(theirs, own));
  Object.assign(merged, rest.value);
  // Facts the server keeps up to date (photos, Places details) are no one's change to be told about.
  report.note(label("details"), { ...rest, theirsKept: false });
  const time = report.part(pick(base, STOP_TIME), pick(mine, STOP_TIME), pick(theirs, STOP_TIME));
  Object.assign(merged, time.value);
  report.note(label("Time"), time);
  for (const [field, name] of Object.entries(STOP_FIELDS)) {
    const part = report.part((base as Fields)[field], (mine as Fields)[field], (theirs as Fields)[field]);
    if (part.value !== undefined) merged[field] = part.value;
    report.note(label(name), part);
  }
  return merged as FinalActivity;
}

function mergeDay(base: FinalDay, mine: FinalDay, theirs: FinalDay, report: Report): FinalDay {
  const where = `day ${mine.day}`;
  const merged: Fields = {};
  const own = ["activities", ...Object.keys(DAY_FIELDS), ...DAY_COST];
  const rest = report.part(omit(base, own), omit(mine, own), omit(theirs, own));
  Object.assign(merged, rest.value);
  const cost = report.part(pick(base, DAY_COST), pick(mine, DAY_COST), pick(theirs, DAY_COST));
  Object.assign(merged, cost.value);
  report.note(`Day ${mine.day}: Estimated Cost`, cost);
  for (const [field, name] of Object.entries(DAY_FIELDS)) {
    const part = report.part((base as Fields)[field], (mine as Fields)[field], (theirs as Fields)[field]);
    if (part.value !== undefined) merged[field] = part.value;
    report.note(`Day ${mine.day}: ${name}`, part);
  }

  // The stops' list: the order (and which stops are in it) merges as one part, then each stop field by field.
  const [b, m, t] = [identities(base), identities(mine), identities(theirs)];
  if (!unique(b) || !unique(m) || !unique(t)) {
    // Two stops one cannot tell apart: the day's list is merged as a whole.
    const whole = report.part(base.activities, mine.activities, theirs.activities);
    report.note(`Day ${mine.day}: the stops`, whole);
    return { ...(merged as FinalDay), activities: whole.value };
  }
  const order = report.part(b, m, t);
  report.note(`Day ${mine.day}: the order of stops`, order);
  const byKey = (day: FinalDay) => new Map(day.activities.map((stop) => [stopIdentity(stop), stop]));
  const [inBase, inMine, inTheirs] = [byKey(base), byKey(mine), byKey(theirs)];
  const activities = order.value.map((key) =>
    mergeStop(inBase.get(key), inMine.get(key), inTheirs.get(key), where, report),
  );
  // A stop the saver edited that the others removed stays removed, and the saver is told it was kept out.
  for (const key of m)
    if (!order.value.includes(key) && inBase.has(key) && !sameValue(inBase.get(key), inMine.get(key)))
      report.overwritten.push(`${inMine.get(key)!.name}, ${where}: removed by a companion`);
  return { ...(merged as FinalDay), activities };
}

/**
 * The trip as it is now (`theirs`) with the saver's changes since `base` (`mine`) applied field by
 * field. Plans whose days do not line up (days added or removed on one side) merge as a whole, the
 * later write winning. A field both changed goes to `options.clashGoesTo`: the saver's by default.
 */
export function mergeTrip(
  base: TripContent,
  mine: TripContent,
  theirs: TripContent,
  options: MergeOptions = { clashGoesTo: "mine" },
): MergedTrip {
  const report = new Report(options.clashGoesTo);
  const preferences = report.part(base.preferences, mine.preferences, theirs.preferences);
  report.note("Trip preferences", preferences);
  const summary = report.part(base.summary_text, mine.summary_text, theirs.summary_text);
  report.note("Trip Summary", summary);
  const days = (plan: TripContent) => plan.itinerary.map((day) => day.day).join(",");
  let itinerary: FinalDay[];
  if (days(base) === days(mine) && days(mine) === days(theirs)) {
    itinerary = mine.itinerary.map((day, d) => mergeDay(base.itinerary[d]!, day, theirs.itinerary[d]!, report));
  } else {
    const whole = report.part(base.itinerary, mine.itinerary, theirs.itinerary);
    report.note("The days of the trip", whole);
    itinerary = whole.value;
  }
  return {
    content: { preferences: preferences.value, itinerary, summary_text: summary.value },
    overwritten: report.overwritten,
    kept: report.kept,
    newerKept: report.newerKept,
  };
}
