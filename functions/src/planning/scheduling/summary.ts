import { PACE_RANGE, type AccommodationType, type FinalDay, type TripPreferences } from "@itinerary/contract";
import { formatUsd } from "../model/costs.ts";
import { dateOf } from "../model/hours.ts";

export interface SummaryInput {
  destinationName: string;
  preferences: TripPreferences;
  plan: readonly FinalDay[];
  stayType: AccommodationType;
  stayArea: string;
  /** Estimated spend per person for the whole trip. */
  totalUsd: number;
  /** Food per person and day, as estimated for this kind of stay. */
  foodUsdPerDay?: number;
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** A readable overview of a final plan: where and when, the pace, each day's highlights, and the budget. */
export function buildSummary(input: SummaryInput): string {
  const { destinationName, preferences, plan, stayType, stayArea, totalUsd } = input;
  const days = plan.length;
  const paragraphs: string[] = [];

  const start = plan.length > 0 ? dateOf(preferences.startDate, plan[0]!.day) : preferences.startDate;
  const end = plan.length > 0 ? dateOf(preferences.startDate, plan[plan.length - 1]!.day) : preferences.startDate;
  const when = days === 1 ? `on ${longDate(start)}` : `from ${longDate(start)} to ${longDate(end)}`;
  const who = { Solo: "a solo traveller", Couple: "a couple", Family: "a family", Friends: "a group of friends" }[
    preferences.travelType
  ];
  const interests =
    preferences.interests.length > 0
      ? ` with a focus on ${listText(preferences.interests.map((i) => i.toLowerCase()))}`
      : "";
  paragraphs.push(
    `${days} ${days === 1 ? "day" : "days"} in ${destinationName} ${when}, planned for ${who} at ${/^[AEIOU]/.test(PACE_RANGE[preferences.travelPace].label) ? "an" : "a"} ${PACE_RANGE[preferences.travelPace].label} pace${interests}. You stay in ${stayArea} (${stayType.toLowerCase()}) and get around mainly ${transportWords(preferences.transport)}.`,
  );

  const dayLines = plan.map((day) => {
    const names = day.activities.map((activity) => activity.name);
    const first = day.activities[0];
    const last = day.activities[day.activities.length - 1];
    const span = first?.start_time && last?.end_time ? ` (${first.start_time} to ${last.end_time})` : "";
    const what = names.length === 0 ? "a free day" : listText(names);
    return `Day ${day.day}${span}: ${what}.`;
  });
  paragraphs.push(dayLines.join("\n"));

  const perDay = days > 0 ? totalUsd / days : 0;
  const food =
    input.foodUsdPerDay === undefined
      ? "food"
      : `food (about ${formatUsd(input.foodUsdPerDay)} a day, in line with a ${stayType.toLowerCase()} stay)`;
  let budget = `Estimated cost: about ${formatUsd(totalUsd)} per person (${formatUsd(perDay)} a day on average), covering entry fees, ${food}, local transport and accommodation.`;
  if (preferences.totalBudget > 0) {
    budget +=
      totalUsd <= preferences.totalBudget
        ? ` That is within your budget of ${formatUsd(preferences.totalBudget)}.`
        : ` That is ${formatUsd(totalUsd - preferences.totalBudget)} over your budget of ${formatUsd(preferences.totalBudget)}.`;
  }
  paragraphs.push(budget);
  paragraphs.push(
    "Opening hours and prices are typical values: check them before you go, especially on public holidays.",
  );
  return paragraphs.join("\n\n");
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function transportWords(mode: TripPreferences["transport"]): string {
  switch (mode) {
    case "Public":
      return "by public transport";
    case "Drive":
      return "by car";
    case "Walk":
      return "on foot";
    case "Bike":
      return "by bike";
    case "Taxi":
      return "by taxi";
    case "Mixed":
      return "on foot and by public transport";
  }
}
