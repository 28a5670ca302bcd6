import { REVISION, type DraftDay, type TripPreferences } from "@itinerary/contract";
import { unprocessable } from "../../../errors.ts";
import type { DraftResult } from "../../model/plan.ts";
import { notices, renderNotices, type Notice } from "../../model/notice.ts";
import { inferDestination, requireDestination, unknownPlanDestination } from "../../guide/catalog.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import { applyIntents, describeIntent } from "./intent/apply.ts";
import { listOf } from "./intent/place-edits.ts";
import { parseRequest, type ParsedRequest } from "./intent/parse.ts";
import { createWorking, dayContextOf, stopOf, type Working } from "./intent/working.ts";
import type { Destination, Place } from "../../guide/place.ts";
import { repairDays } from "./planner.ts";
import { draftOfWork } from "./intent/revised-draft.ts";
import { isDayTrip } from "../../model/plan.ts";

/**
 * The covered destination a plan to revise belongs to: the one its preferences name, else the one
 * most of its stops are from. A 422 saying what to do when neither is known.
 */
export function destinationOfPlan(
  current: readonly DraftDay[],
  preferences: TripPreferences | undefined,
  destinations: readonly Destination[] = DESTINATIONS,
): Destination {
  if (preferences) return requireDestination(preferences.destinationCity, destinations);
  const destination = inferDestination(
    current.flatMap((day) => day.activities.map((activity) => activity.name)),
    destinations,
  );
  if (!destination) throw unknownPlanDestination();
  return destination;
}

function parseFor(work: Working, suggestion: string): ParsedRequest {
  const generic = [work.destination.name, ...work.destination.aliases];
  return parseRequest(suggestion, work.destination.places, generic, new Set(work.days.flat()), [
    ...work.foreign.keys(),
  ]);
}

/** Requests that show what the planner can do, with this plan's own places in them. */
export function revisionExamples(current: readonly DraftDay[], destination: Destination): string[] {
  const stop = current.flatMap((day) => day.activities).find((activity) => !isDayTrip(activity))?.name;
  const trip = destination.places.find((place) => isDayTrip(place))?.name;
  return [
    ...(stop ? [`remove ${stop}`, `more time at ${stop}`, `less time at ${stop}`] : []),
    "I don't like churches",
    ...(current.length >= 2 ? ["swap day 1 and day 2"] : []),
    ...(trip ? [`add a day trip to ${trip}`] : []),
    "more relaxed on day 1",
    "start at 10",
    "a vegetarian lunch spot",
    "something for kids on day 1",
  ];
}

/**
 * Refuses, before any charge, a request in which the offline planner finds nothing it can do: a 422
 * that says so and gives examples. Returns what it understood otherwise. The destination comes
 * resolved from the request's trip.
 */
export function assertUnderstoodFor(
  current: readonly DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
  destination: Destination,
): ParsedRequest {
  const parsed = parseFor(createWorking(current, preferences, destination), suggestion);
  if (parsed.intents.length === 0)
    throw unprocessable(REVISION.nothingUnderstood(suggestion, revisionExamples(current, destination)));
  return parsed;
}

/**
 * Applies what the offline planner understands of a free-text request to a draft (see
 * intent/parse.ts for what that is). Keeps the number of days; re-groups and re-orders days as
 * needed. Notifications say exactly what changed, and which part of the request was not understood.
 */
export function reviseDraft(
  current: readonly DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
  destinations: readonly Destination[] = DESTINATIONS,
  today?: string,
): DraftResult {
  return reviseDraftFor(current, suggestion, preferences, destinationOfPlan(current, preferences, destinations), today);
}

/** The same for a destination already resolved (the generator's path). */
export function reviseDraftFor(
  current: readonly DraftDay[],
  suggestion: string,
  preferences: TripPreferences | undefined,
  destination: Destination,
  /** "YYYY-MM-DD": the day "tomorrow" counts from; the current date unless a test fixes it. */
  today?: string,
): DraftResult & { notices: Notice[] } {
  const work = createWorking(current, preferences, destination, today);
  const parsed = parseFor(work, suggestion);
  applyIntents(work, parsed.intents);

  const planned = work.days.map((day) => [...day]);
  const unused = work.unused.filter((place) => !work.banned.has(place));
  const repaired = repairDays(
    work.days,
    unused,
    work.context,
    (place) => stopOf(work, place),
    (d) => dayContextOf(work, d),
  );
  const itinerary = draftOfWork(work, repaired);

  const told = notices([...work.applied, ...repairNotes(planned, repaired, work.context.weekdays)]);
  if (parsed.intents.length === 0) {
    told.push(...notices([REVISION.notApplied(suggestion, revisionExamples(current, destination))]));
  } else if (parsed.notUnderstood.length > 0) {
    told.push(
      ...notices([REVISION.partlyApplied(parsed.notUnderstood)]),
      ...notices([REVISION.understood(parsed.intents.map(describeIntent))], "understood"),
    );
  }
  return { itinerary, notifications: renderNotices(told), notices: told };
}

/** Stops the opening-hours repair moved or swapped after the request was applied, so no change goes unsaid. */
function repairNotes(
  before: readonly Place[][],
  after: readonly Place[][],
  weekdays: readonly (string | null)[],
): string[] {
  const dayBefore = new Map<Place, number>();
  before.forEach((day, d) => day.forEach((place) => dayBefore.set(place, d)));
  const has = new Set(after.flat());
  const notes: string[] = [];
  after.forEach((day, d) => {
    const joined: string[] = [];
    for (const place of day) {
      const was = dayBefore.get(place);
      if (was === d) continue;
      if (was === undefined) {
        joined.push(place.name);
        continue;
      }
      const closed = weekdays[was] && place.closed.includes(weekdays[was] as Place["closed"][number]);
      notes.push(
        `${place.name} moved from day ${was + 1} to day ${d + 1}${closed ? `: it is closed on day ${was + 1} (${weekdays[was]})` : ", so both days fit opening hours"}.`,
      );
    }
    const gone = before[d]!.filter((place) => !has.has(place)).map((place) => place.name);
    if (joined.length === 0 && gone.length === 0) return;
    const weekday = weekdays[d] ? ` (${weekdays[d]})` : "";
    notes.push(
      `To fit opening hours on day ${d + 1}${weekday}: ${gone.length > 0 ? `${listOf(gone)} left the plan` : ""}${gone.length > 0 && joined.length > 0 ? "; " : ""}${joined.length > 0 ? `${listOf(joined)} joined it` : ""}.`,
    );
  });
  return notes;
}
