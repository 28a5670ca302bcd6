import { dayCostText } from "../guide/fees/rates.ts";
import type { Activity, DraftDay, FinalActivity, FinalDay, TripPreferences } from "@itinerary/contract";
import { budgetNotice } from "../model/costs.ts";
import type { FinalResult } from "../model/plan.ts";
import { finalizePlan } from "../scheduling/schedule.ts";
import { dayChoicesOf } from "../scheduling/day-choices.ts";
import type { DayStay, StayFinder } from "./stay-point.ts";
import type { Destination } from "../guide/place.ts";

/**
 * A model's final plan gets the same scheduling as the offline one: its stops are re-timed against
 * their known opening hours and travel times (the model's own slots are not trusted), stops that
 * cannot fit are reported. The model keeps what it knows better than a generic price table: the
 * local stay suggestion, the daily cost estimates and the summary; the budget check runs on those.
 * With `stays` (one per day, in order), each day starts there: its first leg is measured from the stay
 * and says how and how long, and the day's times follow from that leg, as the offline planner's do.
 */
export function reconcileModelFinal(
  model: FinalResult,
  preferences: TripPreferences,
  stays: readonly (DayStay | null)[] = [],
  guide: Destination | null = null,
): FinalResult {
  const scheduled = finalizePlan(
    // The traveller's own day starts (and declined places) come with the days, as in an offline plan.
    // Its slots are dropped, so its days are timed here for the first time and shaped to the pace
    // (started at the pace's hour, lingered towards its end) as the offline planner's are.
    model.structured_plan.map((day) => ({
      day: day.day,
      activities: day.activities.map(withoutSlot),
      ...dayChoicesOf(day),
    })),
    preferences,
    // The budget is weighed below on the model's own daily costs, not on the generic price table's.
    { stays, guide, noticeOverBudget: false },
  );
  const byDay = new Map(model.structured_plan.map((day) => [day.day, day]));

  const structured_plan: FinalDay[] = scheduled.structured_plan.map((day) => {
    const fromModel = byDay.get(day.day);
    const costUsd = fromModel?.estimated_daily_cost_usd;
    // The model's own dinner and note (it knows the city) win over the guide's.
    const dinner = fromModel?.dinner ?? day.dinner;
    const note = fromModel?.note || day.note;
    return {
      ...day,
      ...(dinner ? { dinner } : {}),
      ...(note ? { note } : {}),
      accommodation_suggestion: fromModel?.accommodation_suggestion || day.accommodation_suggestion,
      estimated_daily_cost:
        typeof costUsd === "number"
          ? dayCostText(costUsd, guide?.countryCode)
          : fromModel?.estimated_daily_cost || day.estimated_daily_cost,
      estimated_daily_cost_usd: typeof costUsd === "number" ? costUsd : day.estimated_daily_cost_usd,
    };
  });
  const total = structured_plan.reduce((sum, day) => sum + (day.estimated_daily_cost_usd ?? 0), 0);
  const notifications = [
    ...model.notifications,
    ...scheduled.notifications,
    ...[budgetNotice(total, preferences.totalBudget)].filter((notice): notice is string => notice !== null),
  ];
  return { structured_plan, summary_text: model.summary_text || scheduled.summary_text, notifications };
}

/** A model's stop without the time it gave it: the scheduler times every stop itself. */
function withoutSlot(activity: FinalActivity): Activity {
  const { start_time: _start, end_time: _end, time: _time, ...stop } = activity;
  return stop;
}

/** A model's final plan timed from each day's stay (located from its accommodation suggestion). */
export async function reconcileFromStays(
  model: FinalResult,
  preferences: TripPreferences,
  stays: StayFinder,
  guide: Destination | null = null,
): Promise<FinalResult> {
  const dayStays = await Promise.all(model.structured_plan.map((day) => stays.stayOf(day)));
  return reconcileModelFinal(model, preferences, dayStays, guide);
}

/**
 * One day of a model's final plan, grounded on its own and timed from its stay, as a plan job shows it
 * while the model still writes the next days. The finished plan replaces it: across days, repeats are
 * removed and a stop that cannot fit its day may move to another, which one day alone cannot know.
 */
export async function reconcileFinalDay(
  heard: FinalDay,
  grounded: DraftDay,
  preferences: TripPreferences,
  stays: StayFinder,
  guide: Destination | null = null,
): Promise<FinalDay | null> {
  const day: FinalDay = { ...heard, activities: grounded.activities as FinalDay["activities"] };
  const timed = await reconcileFromStays(
    { structured_plan: [day], summary_text: "", notifications: [] },
    preferences,
    stays,
    guide,
  );
  return timed.structured_plan[0] ?? null;
}
