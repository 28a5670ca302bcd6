import type { AccommodationType, Activity, TransportMode, TravelType, TripPreferences } from "@itinerary/contract";
import { isDayTrip } from "./plan.ts";

/**
 * Typical prices where the trip happens. The offline planner takes them from its dataset; any other
 * plan uses DEFAULT_COST_PROFILE (a mid-priced city).
 */
export interface CostProfile {
  /** Where to stay, e.g. "Baixa and Chiado". */
  stayArea: string;
  /** Nightly price per room by accommodation type, US dollars. */
  nightlyUsd: Record<AccommodationType, number>;
  foodUsdPerDay: number;
  transitUsdPerDay: number;
}

export const DEFAULT_COST_PROFILE: CostProfile = {
  stayArea: "the city centre",
  nightlyUsd: { Hostel: 35, Hotel: 130, Airbnb: 110, Luxury: 380 },
  foodUsdPerDay: 45,
  transitUsdPerDay: 10,
};

/** People sharing one room or flat, so a nightly price becomes a per-person share. */
const ROOM_SHARE: Record<TravelType, number> = { Solo: 1, Couple: 2, Family: 3, Friends: 2 };

/** Local transport per person and day, relative to the destination's public transport spend. */
function transportUsd(mode: TransportMode, transitUsdPerDay: number, share: number): number {
  switch (mode) {
    case "Walk":
      return 0;
    case "Bike":
      return 15;
    case "Public":
    case "Mixed":
      return transitUsdPerDay;
    case "Drive":
      return 55 / share; // hire car and fuel, shared by the party
    case "Taxi":
      return (transitUsdPerDay * 4 + 10) / share;
  }
}

/**
 * Food spend relative to the destination's mid-range figure, by the kind of stay: hostel guests eat at
 * markets and self-cater, Airbnb guests cook some meals, luxury guests eat where they stay.
 */
export const FOOD_SCALE: Record<AccommodationType, number> = { Hostel: 0.6, Airbnb: 0.85, Hotel: 1, Luxury: 2.2 };

/** Food per person and day for someone staying in `stayType`. */
export function foodUsdPerDay(profile: Pick<CostProfile, "foodUsdPerDay">, stayType: AccommodationType): number {
  return Math.round(profile.foodUsdPerDay * FOOD_SCALE[stayType]);
}

/** A day trip adds the return fare out of town. */
const DAYTRIP_FARE_USD = 25;

/** Entry cost of one activity per person: cost_usd when known, else read from entry_fee ("Free", "About $12"). */
export function activityCostUsd(activity: Partial<Pick<Activity, "cost_usd" | "entry_fee">>): number {
  if (typeof activity.cost_usd === "number") return activity.cost_usd;
  const fee = activity.entry_fee ?? "";
  if (/\bfree\b/i.test(fee)) return 0;
  const amount = /\$\s?(\d+(?:[.,]\d+)?)/.exec(fee) ?? /(\d+(?:[.,]\d+)?)\s?(?:usd|us\$|dollars?)/i.exec(fee);
  return amount ? Number(amount[1]!.replace(",", ".")) : 0;
}

export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

export function entryFeeText(feeUsd: number): string {
  return feeUsd <= 0 ? "Free" : `About ${formatUsd(feeUsd)}`;
}

/** Per-person share of one night in the given accommodation type. */
export function nightlyShareUsd(
  preferences: Pick<TripPreferences, "travelType">,
  profile: CostProfile,
  type: AccommodationType,
): number {
  return profile.nightlyUsd[type] / ROOM_SHARE[preferences.travelType];
}

export interface DayCost {
  entriesUsd: number;
  foodUsd: number;
  transportUsd: number;
  stayUsd: number;
  totalUsd: number;
}

/**
 * Estimated spend per person for one day: entry fees + food (scaled to the stay) + local transport +
 * one night's share of the room (every day carries a night, which errs on the side of a higher estimate).
 */
export function estimateDayCost(
  activities: readonly Partial<Pick<Activity, "cost_usd" | "entry_fee" | "category">>[],
  preferences: Pick<TripPreferences, "travelType" | "transport">,
  profile: CostProfile,
  stayType: AccommodationType,
): DayCost {
  const share = ROOM_SHARE[preferences.travelType];
  const entriesUsd = activities.reduce((sum, activity) => sum + activityCostUsd(activity), 0);
  const daytrip = activities.some((activity) => isDayTrip(activity));
  const transport =
    transportUsd(preferences.transport, profile.transitUsdPerDay, share) + (daytrip ? DAYTRIP_FARE_USD : 0);
  const stayUsd = profile.nightlyUsd[stayType] / share;
  const foodUsd = foodUsdPerDay(profile, stayType);
  const totalUsd = Math.round(entriesUsd + foodUsd + transport + stayUsd);
  return { entriesUsd, foodUsd, transportUsd: transport, stayUsd, totalUsd };
}

/**
 * Which of the traveller's accommodation types to plan with: without a budget, the first they chose;
 * with one, the most comfortable type whose whole-trip estimate still fits, else the cheapest.
 * `otherTripCostUsd` is everything but the stay, with food at the cheapest chosen type's rate; a
 * dearer stay brings dearer food, so each type's food difference is added before comparing.
 */
export function chooseStayType(
  preferences: Pick<TripPreferences, "accommodation" | "totalBudget" | "travelType" | "numberOfDays">,
  profile: CostProfile,
  otherTripCostUsd: number,
): AccommodationType {
  const chosen = preferences.accommodation.length > 0 ? preferences.accommodation : (["Hotel"] as AccommodationType[]);
  if (!(preferences.totalBudget > 0)) return chosen[0]!;
  const byPrice = [...chosen].sort((a, b) => profile.nightlyUsd[a] - profile.nightlyUsd[b]);
  let pick = byPrice[0]!;
  for (const type of byPrice) {
    const stay = nightlyShareUsd(preferences, profile, type) * preferences.numberOfDays;
    const food = (foodUsdPerDay(profile, type) - foodUsdPerDay(profile, byPrice[0]!)) * preferences.numberOfDays;
    if (otherTripCostUsd + food + stay <= preferences.totalBudget) pick = type;
  }
  return pick;
}

/** The over-budget notification, or null when the estimate fits (or no budget was given). */
export function budgetNotice(totalUsd: number, totalBudget: number): string | null {
  if (!(totalBudget > 0) || totalUsd <= totalBudget) return null;
  return `Estimated cost is about ${formatUsd(totalUsd)} per person, ${formatUsd(totalUsd - totalBudget)} over your budget of ${formatUsd(totalBudget)}. Consider fewer paid sights, a cheaper stay or fewer days.`;
}
