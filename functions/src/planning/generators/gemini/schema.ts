import {
  Activity,
  DraftDay,
  FinalActivity,
  FinalDay,
  MAX_ACTIVITIES_PER_DAY,
  MAX_DAYS,
  MAX_SUMMARY_LENGTH,
  maxStopsPerDay,
  PACE_RANGE,
  type TravelPace,
} from "@itinerary/contract";
import { z } from "zod";

/**
 * What Gemini must answer, derived from the API's own activity schema: the same fields and limits,
 * minus what only the server fills in (place ids, photos) and with coordinates made mandatory, so
 * every proposed place can be checked.
 */
const modelActivityFields = {
  name: true,
  transport: true,
  highlight: true,
  opening_hours: true,
  entry_fee: true,
  parking_spot: true,
  postcode: true,
  address: true,
  duration_minutes: true,
  opening_window: true,
  cost_usd: true,
  category: true,
  meal: true,
} as const;

const Coordinates = {
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
};

export const ModelActivity = Activity.pick(modelActivityFields).extend(Coordinates);
export type ModelActivity = z.infer<typeof ModelActivity>;

const DayNumber = z.number().int().min(1).max(MAX_DAYS);

export const ModelDraft = z.object({
  days: z
    .array(z.object({ day: DayNumber, activities: z.array(ModelActivity).min(1).max(MAX_ACTIVITIES_PER_DAY) }))
    .min(1)
    .max(MAX_DAYS),
  /** Short remarks for the traveller (what was changed, what could not be honoured). */
  notes: z.array(z.string().trim().max(300)).max(10).default([]),
});
export type ModelDraft = z.infer<typeof ModelDraft>;

/**
 * A revision of an itinerary the traveller already has. Unlike a fresh draft, a day may have no
 * activities (the current one may be empty, or the traveller may ask for a free day), so the count
 * is checked by revisionRuleViolations instead of the shape.
 */
/** The traveller's own start of a day, as the API carries it (DraftDay.day_start). */
const DayStart = DraftDay.shape.day_start.describe(
  "When this day's first visit starts, HH:MM, only when the traveller asked for it (for example 'start at 10' or 'later mornings'); keep the current itinerary's value otherwise. A later start leaves room for fewer stops.",
);

export const ModelRevision = z.object({
  days: z
    .array(
      z.object({ day: DayNumber, day_start: DayStart, activities: z.array(ModelActivity).max(MAX_ACTIVITIES_PER_DAY) }),
    )
    .min(1)
    .max(MAX_DAYS),
  off_pace_days: z
    .array(DayNumber)
    .max(MAX_DAYS)
    .default([])
    .describe(
      "Numbers of the days the traveller's suggestion explicitly asks to make lighter, busier or free; empty otherwise.",
    ),
  notes: z.array(z.string().trim().max(300)).max(10).default([]),
});
export type ModelRevision = z.infer<typeof ModelRevision>;

export const ModelFinalActivity = FinalActivity.pick({
  ...modelActivityFields,
  time: true,
  start_time: true,
  end_time: true,
}).extend(Coordinates);

export const ModelFinal = z.object({
  days: z
    .array(
      FinalDay.pick({
        day: true,
        accommodation_suggestion: true,
        estimated_daily_cost: true,
        estimated_daily_cost_usd: true,
        note: true,
        dinner: true,
      }).extend({
        // A draft day may be empty (grounding removed its places); it stays a free day, so no minimum here.
        activities: z.array(ModelFinalActivity).max(MAX_ACTIVITIES_PER_DAY),
      }),
    )
    .min(1)
    .max(MAX_DAYS),
  summary_text: z.string().trim().min(1).max(MAX_SUMMARY_LENGTH),
  notes: z.array(z.string().trim().max(300)).max(10).default([]),
});
export type ModelFinal = z.infer<typeof ModelFinal>;

/**
 * The JSON schema sent as Gemini's `responseJsonSchema`. The `$schema` marker is dropped: the API
 * accepts the schema keywords, not the meta-schema reference.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return json;
}

/** Pace bounds of SPEC section 9; "6+" is capped so a day stays walkable. */
export function paceBounds(pace: TravelPace): { min: number; max: number; label: string } {
  return PACE_RANGE[pace];
}

type PlanDays = readonly { day: number; activities: readonly unknown[] }[];

function dayCountViolations(days: PlanDays, dayCount: number): string[] {
  const problems: string[] = [];
  if (days.length !== dayCount) problems.push(`days: expected exactly ${dayCount} days, got ${days.length}`);
  days.forEach((day, index) => {
    if (day.day !== index + 1) problems.push(`days[${index}].day: expected ${index + 1}, got ${day.day}`);
  });
  return problems;
}

const paceProblem = (index: number, pace: TravelPace, count: number) => {
  const { min, max, label } = paceBounds(pace);
  return count < min || count > max
    ? `days[${index}].activities: pace ${label} needs ${min} to ${max} activities, got ${count}`
    : null;
};

/** Rules a plan must meet beyond its shape: the requested day count, days in order, the pace. */
export function planRuleViolations(days: PlanDays, expect: { dayCount: number; pace?: TravelPace }): string[] {
  const problems = dayCountViolations(days, expect.dayCount);
  if (expect.pace) {
    const pace = expect.pace;
    days.forEach((day, index) => {
      const problem = paceProblem(index, pace, day.activities.length);
      if (problem) problems.push(problem);
    });
  }
  return problems;
}

/**
 * A revision keeps the current day count and numbering. A day whose activity count changed must meet
 * the pace (at least one activity when no pace is known), unless the model declares it off pace because
 * the suggestion asked for a lighter, busier or free day; no day goes past the pace's maximum, which
 * revise and finalize requests are held to. A count left as it was is accepted: it is the
 * traveller's own edit, or an empty day the prompt asks to fill but that may stay free.
 */
export function revisionRuleViolations(
  days: PlanDays,
  current: PlanDays,
  expect: { pace?: TravelPace; offPaceDays: readonly number[] },
): string[] {
  const problems = dayCountViolations(days, current.length);
  days.forEach((day, index) => {
    const count = day.activities.length;
    // Never past the pace's maximum, even for a busier day: the next revise or finalize would refuse it.
    const max = maxStopsPerDay(expect.pace);
    if (count > max) {
      problems.push(
        `days[${index}].activities: at most ${max} activities a day, got ${count} (the most the pace allows, even for a busier day)`,
      );
      return;
    }
    if (count === current[index]?.activities.length || expect.offPaceDays.includes(day.day)) return;
    const problem = expect.pace
      ? paceProblem(index, expect.pace, count)
      : count === 0
        ? `days[${index}].activities: a day needs at least 1 activity, got 0`
        : null;
    if (problem)
      problems.push(
        `${problem} (list day ${day.day} in off_pace_days only if the traveller explicitly asked for a lighter, busier or free day)`,
      );
  });
  return problems;
}

/** A final plan has the draft's days with exactly the draft's activities; an empty draft day stays a free day. */
export function finalRuleViolations(days: PlanDays, draft: PlanDays): string[] {
  const problems = dayCountViolations(days, draft.length);
  days.forEach((day, index) => {
    const expected = draft[index]?.activities.length;
    if (expected === undefined || day.activities.length === expected) return;
    problems.push(
      expected === 0
        ? `days[${index}].activities: day ${day.day} is a free day in the draft, keep its activities empty, got ${day.activities.length}`
        : `days[${index}].activities: keep the draft's ${expected} activities, got ${day.activities.length}`,
    );
  });
  return problems;
}
