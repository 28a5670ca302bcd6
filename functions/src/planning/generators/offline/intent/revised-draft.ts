import type { Activity, DraftDay } from "@itinerary/contract";
import { dayChoices } from "../../../scheduling/day-choices.ts";
import { orderStops } from "../../../geo/routing.ts";
import { transportText } from "../../../scheduling/schedule.ts";
import type { Place } from "../../../guide/place.ts";
import { activityOfPlace } from "../planner.ts";
import { chargeTicketsOnce } from "../../../guide/tickets.ts";
import { scheduleOf, type Working } from "./working.ts";

/**
 * The revised plan as draft days, each in the visiting order finalize will use with everything the
 * traveller asked for: visit lengths, stops pinned to a meal (Activity.meal), the day's own start and
 * the places they took out (DraftDay.day_start and declined; a declined place back in the plan is no
 * longer declined). Activities of places outside the guide come back as they were.
 */
export function draftOfWork(work: Working, days: readonly Place[][]): DraftDay[] {
  const pace = work.context.preferences.travelPace;
  const present = new Set(days.flat().map((place) => place.name));
  const declinedOn = days.map((): string[] => []);
  for (const [name, d] of work.declined) if (!present.has(name)) declinedOn[Math.min(d, days.length - 1)]!.push(name);
  const built = days.map((places, d): DraftDay => {
    const schedule = scheduleOf(work, d, places);
    const order = schedule?.order ?? orderStops(places);
    const activities = order.map((index, k): Activity => {
      const place = places[index]!;
      const visit = schedule?.visits[k];
      const transport = visit?.leg ? transportText(visit.leg, k === 0, work.destination.stay.area, visit.returnAt) : "";
      const original = work.foreign.get(place);
      if (original) return { ...original, transport: transport || original.transport };
      const activity: Activity = { ...activityOfPlace(place, pace), transport };
      const minutes = work.minutes.get(place);
      if (minutes) activity.duration_minutes = minutes;
      const meal = work.meals.get(place);
      if (meal) activity.meal = meal;
      return activity;
    });
    return { day: d + 1, ...dayChoices(work.starts[d] ?? null, declinedOn[d]!), activities };
  });
  return chargeTicketsOnce(built, work.destination);
}
