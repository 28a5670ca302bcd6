import { distanceKm } from "../../../geo/geo.ts";
import type { Place } from "../../../guide/place.ts";
import { centreOf } from "../../../geo/geo.ts";
import { scorePlace } from "../planner.ts";
import { listOf } from "./place-edits.ts";
import { isOpenOn, locate, release, scheduleOf, take, valueOf, weakestStop, type Working } from "./working.ts";
import { includesDayTrip, isDayTrip } from "../../../model/plan.ts";

export function swapDays(work: Working, a: number, b: number): void {
  if (a === b) {
    work.applied.push(`Day ${a + 1} and day ${b + 1} are the same day, so nothing was swapped.`);
    return;
  }
  const first = work.days[a]!;
  work.days[a] = work.days[b]!;
  work.days[b] = first;
  work.applied.push(`Swapped day ${a + 1} and day ${b + 1}.`);
}

/** What moving a stop to another day costs the traveller, in score points: a little, plus its distance from that day's area. */
const MOVE_COST = 2;
const KM_COST = 1;

interface Relocation {
  place: Place;
  /** Day it moves to, or null when it leaves the plan. */
  to: number | null;
  /** A weaker stop it pushes out of its new day. */
  bumps: Place | null;
}

/**
 * What giving day `d` to a day trip costs: each of its stops moves to the nearest other city day
 * that is open for it and has room (or a weaker stop to give up), or leaves the plan. The loss is
 * what the traveller no longer sees (stops that went, stops bumped by moved ones) plus a cost per
 * move that grows with the distance from the new day's area.
 */
function displace(work: Working, d: number): { loss: number; moves: Relocation[] } {
  const displaced = [...work.days[d]!];
  const counts = work.days.map((day) => day.length);
  const bumped = new Set<Place>();
  const members = work.days.map((day) => [...day]);
  const moves: Relocation[] = [];
  let loss = 0;
  const byValue = [...displaced].sort((x, y) => valueOf(work, y) - valueOf(work, x));
  for (const place of byValue) {
    if (isDayTrip(place)) {
      loss += valueOf(work, place) + 10;
      moves.push({ place, to: null, bumps: null });
      continue;
    }
    const targets = work.days
      .map((day, t) => ({ t, centre: centreOf(members[t]!.filter((p) => Number.isFinite(p.lat))) }))
      .filter(({ t }) => t !== d && !includesDayTrip(work.days[t]!) && isOpenOn(work, t, place))
      .sort((x, y) => (x.centre ? distanceKm(x.centre, place) : 0) - (y.centre ? distanceKm(y.centre, place) : 0));
    let placed = false;
    for (const { t, centre } of targets) {
      // A move costs a little too, more the further it takes the stop from its new day's area.
      const moveCost = MOVE_COST + KM_COST * (centre ? distanceKm(centre, place) : 0);
      if (counts[t]! < work.targetPerDay) {
        loss += moveCost;
        counts[t]!++;
        members[t]!.push(place);
        moves.push({ place, to: t, bumps: null });
        placed = true;
        break;
      }
      const weakest = weakestStop(work, members[t]!, (p) => !bumped.has(p) && !moves.some((m) => m.place === p));
      if (weakest && valueOf(work, weakest) + moveCost < valueOf(work, place)) {
        bumped.add(weakest);
        members[t]!.splice(members[t]!.indexOf(weakest), 1, place);
        loss += valueOf(work, weakest) + moveCost;
        moves.push({ place, to: t, bumps: weakest });
        placed = true;
        break;
      }
    }
    if (!placed) {
      loss += valueOf(work, place);
      moves.push({ place, to: null, bumps: null });
    }
  }
  return { loss, moves };
}

/**
 * A day trip on the day that loses least: its stops move to other days where they fit, or go.
 * Without a named place, the best day trip the guide has for this traveller.
 */
export function addDayTrip(work: Working, wanted: Place | null, only: number | null, unknown: string | null): void {
  const trips = work.destination.places.filter((place) => isDayTrip(place));
  if (unknown !== null || (wanted === null && trips.length === 0)) {
    const known = trips.map((place) => place.name);
    work.applied.push(
      known.length > 0
        ? `The offline guide has no day trip to "${unknown ?? "there"}" from ${work.destination.name}; it knows ${listOf(known)}.`
        : `The offline guide has no day trips from ${work.destination.name}.`,
    );
    return;
  }
  let place = wanted;
  if (place && !isDayTrip(place)) {
    work.applied.push(`${place.name} is in ${work.destination.name} itself, not a day trip.`);
    return;
  }
  if (!place) {
    place =
      trips
        .filter((trip) => !work.banned.has(trip) && !locate(work, trip))
        .sort((x, y) => scorePlace(y, work.context) - scorePlace(x, work.context))[0] ?? null;
    if (!place) {
      work.applied.push(`Every day trip the offline guide knows from ${work.destination.name} is already in the plan.`);
      return;
    }
  }
  const at = locate(work, place);
  if (at) {
    work.applied.push(`${place.name} is already in the plan, on day ${at.d + 1}.`);
    return;
  }
  const trip = place;
  const open = work.days
    .map((_, d) => d)
    .filter((d) => (only === null || d === only) && isOpenOn(work, d, trip) && scheduleOf(work, d, [trip]));
  // Another day trip is given up only when no city day can take this one, or when the traveller named its day.
  const cityOnly = open.filter((d) => !includesDayTrip(work.days[d]!));
  const candidates = cityOnly.length > 0 ? cityOnly : open;
  if (candidates.length === 0) {
    const why = only !== null ? `on day ${only + 1}` : "on any day of this trip";
    work.applied.push(`${trip.name} is closed ${why}, so the day trip was not added.`);
    return;
  }
  // Day 1 is often an arrival day: on a tie the trip goes later.
  const costed = candidates
    .map((d) => ({ d, ...displace(work, d) }))
    .sort((x, y) => x.loss - y.loss || Number(x.d === 0) - Number(y.d === 0) || x.d - y.d);
  const { d, moves } = costed[0]!;
  take(work, trip);
  work.banned.delete(trip);
  const moved: string[] = [];
  const went: string[] = [];
  const bumped: string[] = [];
  for (const { place: stop, to, bumps } of moves) {
    if (to === null) {
      release(work, stop);
      went.push(stop.name);
      continue;
    }
    const target = work.days[to]!;
    if (bumps) {
      target.splice(target.indexOf(bumps), 1, stop);
      release(work, bumps);
      bumped.push(`${bumps.name} (day ${to + 1})`);
    } else {
      target.push(stop);
    }
    moved.push(`${stop.name} to day ${to + 1}`);
  }
  work.days[d] = [trip];
  const parts = [`Day trip to ${trip.name} on day ${d + 1}, a whole day.`];
  if (moved.length > 0) parts.push(`Moved ${listOf(moved)}.`);
  if (went.length > 0) parts.push(`Left out ${listOf(went)} (were on day ${d + 1}).`);
  if (bumped.length > 0) parts.push(`To make room, ${listOf(bumped)} left the plan.`);
  if (moves.length === 0) parts.push(`Day ${d + 1} had no stops.`);
  work.applied.push(parts.join(" "));
}
