import { reachedByFerry } from "../guide/local-transport.ts";
import type { PlanRule, RuleViolation } from "./rule.ts";
import { isDayTrip } from "../model/plan.ts";

/** Names of rail and tram systems: a leg may use one only where the city has it. */
const SYSTEMS = [
  "metro",
  "subway",
  "tube",
  "u-bahn",
  "s-bahn",
  "tram",
  "mrt",
  "skytrain",
  "bart",
  "subte",
  "metrobús",
] as const;

/**
 * Legs a traveller can follow, on a final plan: each day's first stop says how to get there from the
 * stay ("From Chiado: walk 0.8 km (11 min)"); a leg to or from an island takes the ferry, never the
 * metro across the water; and a leg names no metro, subway or tram in a city we know has none.
 */
export const firstLegRule: PlanRule = {
  code: "first_leg",
  label: "Legs from the stay",
  check({ plan, isFinal, trip }) {
    if (!isFinal) return [];
    const covered = trip.entry;
    const transit = covered ? (trip.transitName ?? "").toLowerCase() : null;
    const violations: RuleViolation[] = [];
    const add = (day: number, message: string) => violations.push({ code: this.code, day, message });
    for (const day of plan) {
      const first = day.activities[0];
      if (first && !/^From [^:]+: \S/.test(first.transport))
        add(day.day, `${first.name}, the first stop of day ${day.day}, does not say how to get there from the stay.`);
      day.activities.forEach((activity, k) => {
        const previous = k > 0 ? day.activities[k - 1]! : null;
        const daytrip = isDayTrip(activity) || isDayTrip(previous);
        const island = reachedByFerry(activity.name) || (previous !== null && reachedByFerry(previous.name));
        if (!daytrip && island && !/\bferry\b/i.test(activity.transport)) {
          add(day.day, `The way to ${activity.name} on day ${day.day} crosses the water without a ferry.`);
        }
        if (transit === null) return;
        const line = activity.transport.toLowerCase();
        const missing = SYSTEMS.find(
          (system) => new RegExp(`(^|[^\\p{L}-])${system}([^\\p{L}-]|$)`, "u").test(line) && !transit.includes(system),
        );
        if (missing)
          add(
            day.day,
            `The way to ${activity.name} on day ${day.day} takes the ${missing}, which ${covered!.name} does not have.`,
          );
      });
    }
    return violations;
  },
};
