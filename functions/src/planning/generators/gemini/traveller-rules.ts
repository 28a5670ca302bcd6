import type { TripPreferences } from "@itinerary/contract";
import { toHhmm } from "../../model/hours.ts";
import { FAMILY_DAY_END } from "../../scheduling/schedule.ts";

/**
 * The traveller-fit rules the checker applies to every plan (checks/family.ts, theme-park.ts,
 * season.ts, must-see.ts, mobility.ts, diet.ts), stated briefly for the model so its plans pass them:
 * the general ones always, the ones for this traveller when they apply.
 */
export function travellerRules(p: Pick<TripPreferences, "travelType" | "mobilityNeeds" | "dietaryNeeds">): string[] {
  const rules = [
    "Include the destination's essential sights a first-time visitor expects (its great art museum, its signature landmark) even when the interests point elsewhere, unless the traveller's own words decline them.",
    "Plan places that open only part of the year (flower parks, seasonal boat lines, sports tournaments, winter fairs) only on dates when they are open.",
    "A theme park takes a whole day on its own: nothing else that day but meals, and never two parks on one day.",
  ];
  if (p.travelType === "Family") {
    rules.push(
      `Travellers are a family with children: no adult-only stops (cabarets, nightclubs, bars, bar crawls, casinos, red-light districts), no evening shows, and every day ends by ${toHhmm(FAMILY_DAY_END)}.`,
    );
  } else if (p.travelType === "Solo") {
    rules.push("A solo traveller's evening stops stay in busy, central, well-lit areas.");
  } else {
    rules.push(
      "An evening stop (a show, a dinner cruise, a lively bar street) is welcome when it suits the interests.",
    );
  }
  if (p.mobilityNeeds.trim()) {
    rules.push(
      "The traveller has mobility needs (see mobility_needs): keep walks between stops short, suggest taxis or step-free public transport for longer hops, prefer step-free places, avoid climbs (towers by stairs, domes, hill walks, hikes, stepped streets), and say in notes what you adapted.",
    );
  }
  if (p.dietaryNeeds.trim()) {
    rules.push(
      "The traveller has dietary needs (see dietary_needs): choose food stops known to cater for them, never one built around food they cannot eat, and name in notes the stops that fit.",
    );
  }
  return rules;
}
