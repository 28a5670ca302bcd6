import { declinedNames } from "../scheduling/day-choices.ts";
import { weekdayOf } from "../model/hours.ts";
import { essentialsFor } from "../guide/must-sees.ts";
import { fitsTraveller } from "../guide/traveller-fit.ts";
import { catalogueOf } from "./catalogue.ts";
import type { PlanRule } from "./rule.ts";

/**
 * Must-sees beat interest tags: a plan for a destination the guide covers includes each of its
 * essentials (the Louvre or the Orsay on a first visit to Paris; the Met and MoMA on a few days of
 * culture in New York), unless the traveller declined it, or none of its places can be visited on
 * these dates by this traveller (closed every day of the trip, out of season, a climb with mobility needs).
 * The traveller declines in their special requests ("no museums") or by taking the place out of the
 * plan (a day's `declined` list, which revisions and the planner's delete fill in).
 */
export const mustSeeCoverage: PlanRule = {
  code: "must_see",
  label: "Must-see coverage",
  check({ preferences, plan, trip }) {
    const catalogue = catalogueOf(trip);
    if (!catalogue) return [];
    const { destination } = catalogue;
    const weekdays = plan.map((day) => weekdayOf(preferences.startDate, day.day));
    const planned = new Set(
      plan.flatMap((day) => day.activities.map((activity) => catalogue.placeOf(activity)?.name ?? activity.name)),
    );
    const byName = new Map(destination.places.map((place) => [place.name, place] as const));
    const declined = new Set([...declinedNames(plan)].map((name) => catalogue.placeOf({ name })?.name ?? name));
    return essentialsFor(destination, preferences)
      .filter((essential) => !essential.anyOf.some((name) => planned.has(name) || declined.has(name)))
      .filter((essential) =>
        essential.anyOf.some((name) => {
          const place = byName.get(name);
          return (
            place &&
            fitsTraveller(place, preferences, destination) &&
            weekdays.some((weekday) => !weekday || !place.closed.includes(weekday))
          );
        }),
      )
      .map((essential) => ({
        code: this.code,
        message: `A ${preferences.numberOfDays}-day trip to ${destination.name} should include ${essential.anyOf.join(" or ")}.`,
      }));
  },
};
