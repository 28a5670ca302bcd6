import { Activity, FinalActivity, FinalDay, MAX_ACTIVITIES_PER_DAY, MAX_DAYS, MAX_SUMMARY_LENGTH, PACE_RANGE, type TravelPace } from "@itinerary/contract";
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

export const ModelFinalActivity = FinalActivity.pick({ ...modelActivityFields, time: true, start_time: true, end_time: true }).extend(Coordinates);

export const ModelFinal = z.object({
  days: z
    .array(
      FinalDay.pick({ day: true, accommodation_suggestion: true, estimated_daily_cost: true, estimated_daily_cost_usd: true }).extend({
        activities: z.array(ModelFinalActivity).min(1).max(MAX_ACTIVITIES_PER_DAY),
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
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return json;
}

/** Pace bounds of SPEC section 9; "6+" is capped so a day stays walkable. */
export function paceBounds(pace: TravelPace): { min: number; max: number; label: string } {
  return PACE_RANGE[pace];
}

/** Rules a plan must meet beyond its shape: the requested day count, days in order, the pace. */
export function planRuleViolations(
  days: readonly { day: number; activities: readonly unknown[] }[],
  expect: { dayCount: number; pace?: TravelPace },
): string[] {
  const problems: string[] = [];
  if (days.length !== expect.dayCount) problems.push(`days: expected exactly ${expect.dayCount} days, got ${days.length}`);
  days.forEach((day, index) => {
    if (day.day !== index + 1) problems.push(`days[${index}].day: expected ${index + 1}, got ${day.day}`);
    if (expect.pace) {
      const { min, max, label } = paceBounds(expect.pace);
      const count = day.activities.length;
      if (count < min || count > max) {
        problems.push(`days[${index}].activities: pace ${label} needs ${min} to ${max} activities, got ${count}`);
      }
    }
  });
  return problems;
}
