import { MAX_DECLINED_PER_DAY, type DraftDay } from "@itinerary/contract";
import { toHhmm, toMinutes } from "../model/hours.ts";
import { DAY_START, type DayContext } from "./simulate-day.ts";

/** What a traveller decided about a day beyond its stops (contract: DraftDay.day_start, DraftDay.declined). */
export type DayChoices = Pick<DraftDay, "day_start" | "declined">;

/** The day's own start in minutes after midnight, when the traveller set one. */
export function dayStartOf(day: DayChoices | undefined): number | undefined {
  return day?.day_start ? toMinutes(day.day_start) : undefined;
}

/** The scheduling context of one day: the trip's, with the traveller's own start for that day. */
export function contextForDay(context: DayContext, day: DayChoices | undefined): DayContext {
  const start = dayStartOf(day);
  // The traveller's own start wins over the pace's (a relaxed trip's 10:00), even when it is 09:00.
  return start === undefined || start === (context.dayStart ?? DAY_START) ? context : { ...context, dayStart: start };
}

/** The choices a rebuilt day keeps from the day it was made from; only fields that are set. */
export function dayChoicesOf(day: DayChoices | undefined): DayChoices {
  const choices: DayChoices = {};
  if (day?.day_start) choices.day_start = day.day_start;
  if (day?.declined && day.declined.length > 0) choices.declined = [...day.declined];
  return choices;
}

/** Choices from a start in minutes (null or 09:00: none) and the names declined on that day. */
export function dayChoices(start: number | null, declined: readonly string[]): DayChoices {
  const choices: DayChoices = {};
  if (start !== null && start !== DAY_START) choices.day_start = toHhmm(start);
  if (declined.length > 0) choices.declined = [...new Set(declined)].slice(-MAX_DECLINED_PER_DAY);
  return choices;
}

/** Every name the traveller declined anywhere in the plan. */
export function declinedNames(plan: readonly DayChoices[]): Set<string> {
  return new Set(plan.flatMap((day) => day.declined ?? []));
}
