import { z } from "zod";
import {
  MAX_ACTIVITIES_PER_DAY,
  MAX_DAYS,
  MAX_DECLINED_PER_DAY,
  MAX_STAY_NAME_LENGTH,
  MAX_SUMMARY_LENGTH,
} from "./limits.ts";

import { multiLineText, singleLineText } from "./text.ts";

const text = singleLineText;
const optionalText = (max: number) => text(max).optional();

/** Image paths are relative to the API origin (SPEC section 7); a single string is accepted too. */
const ImageUrls = z
  .union([z.array(text(2000)).max(10), text(2000)])
  .transform((value) => (typeof value === "string" ? (value ? [value] : []) : value));

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time written as HH:MM");

/**
 * Who took a Places photo, credited wherever the photo is shown (Google's attribution rule). The
 * link, when there is one, must be an https page: it is rendered as a link on shared pages.
 */
export const ImageAttribution = z.object({
  name: text(200).min(1, "photo author name is required"),
  uri: text(500)
    .regex(/^https:\/\/[^\s"'<>]+$/, "must be an https link")
    .optional(),
});
export type ImageAttribution = z.infer<typeof ImageAttribution>;

/** Usual opening window, when known, so plans can be checked against it. */
export const OpeningWindow = z.object({ open: HHMM, close: HHMM });
export type OpeningWindow = z.infer<typeof OpeningWindow>;

/** One stop of a draft itinerary (SPEC section 3). */
export const Activity = z.object({
  name: text(200).min(1, "activity name is required"),
  transport: text(300).default(""),
  highlight: multiLineText(1000).default(""),
  opening_hours: text(300).default(""),
  entry_fee: text(120).default(""),
  parking_spot: optionalText(300),
  postcode: optionalText(20),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  /**
   * Signed links to our photo path, made by the server for each response from `place_id` and
   * `image_attribution`; what a client sends back here is ignored and never stored.
   */
  image_urls: ImageUrls.optional(),
  place_id: optionalText(300),
  /** The author of the place's photo; a stop shows a Places photo only when it has one. */
  image_attribution: ImageAttribution.optional(),
  /**
   * Every author of that photo, in Google's order (the first is `image_attribution`): Google asks that
   * each be credited wherever the photo is shown. Absent on plans saved before it.
   */
  image_attributions: z.array(ImageAttribution).max(10).optional(),
  address: optionalText(500),
  id: optionalText(200),
  title: optionalText(200),
  /** Typical visit length in minutes. */
  duration_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  opening_window: OpeningWindow.nullable().optional(),
  /** Estimated spend per person in US dollars. */
  cost_usd: z.number().min(0).max(100_000).optional(),
  category: optionalText(60),
  /**
   * Where the stop's address, hours and coordinates come from: "places" when Google Places confirmed
   * them (set by the server's grounding; Google's terms then ask for attribution wherever they are
   * shown without a Google map, and keep them off any other map), "guide" when they are our own
   * guide's or the planner's. Optional: plans saved before it have none (see isPlacesContent).
   */
  source: z.enum(["places", "guide"]).optional(),
  /**
   * When the Places facts were last fetched (ISO 8601, set by the server). A saved or shared plan read
   * after the terms' storage window is refreshed from `place_id` (functions/src/places-refresh/).
   */
  places_fetched_at: z.iso.datetime().optional(),
  /**
   * The meal this stop is for, when the traveller asked for one ("a vegetarian lunch spot"): the final
   * plan times it inside that meal's window (MEAL_WINDOWS), and it counts as the day's meal break.
   */
  meal: z.enum(["lunch", "dinner"]).optional(),
});
export type Activity = z.infer<typeof Activity>;
export type ActivityInput = z.input<typeof Activity>;

/**
 * Whether a stop shows Google Places content (its address, hours, coordinates). A stop saved before
 * `source` existed counts as Places content when it has a place id: only grounding ever sets one.
 */
export function isPlacesContent(activity: Pick<Activity, "source" | "place_id">): boolean {
  if (activity.source) return activity.source === "places";
  return Boolean(activity.place_id?.trim());
}

/** Lunch and dinner windows, "HH:MM" (the scheduler and the checker read the same numbers in minutes). */
export const MEAL_WINDOWS = { lunch: { from: "11:30", to: "14:30" }, dinner: { from: "18:00", to: "21:00" } } as const;

/**
 * What a traveller decided about a day beyond its stops; optional, so plans made before these fields
 * stay valid, and carried unchanged by every step (grounding, ordering, finalizing, saving, editing).
 */
const dayChoices = {
  /**
   * When the day's first visit starts ("HH:MM"), set when the traveller asked for it ("start at 10",
   * "later mornings on day 2"); absent: 09:00. The day's end does not move (a family day still ends by
   * early evening), so a later start can mean fewer stops.
   */
  day_start: HHMM.optional(),
  /**
   * Places the traveller took out of this day on purpose (a revision that removed them, a stop
   * deleted in the planner). The planner does not bring them back, and the checker does not ask for
   * them as must-sees: the finalize request carries only preferences and the itinerary, so the
   * traveller's decision travels with the itinerary.
   */
  declined: z.array(text(200)).max(MAX_DECLINED_PER_DAY).optional(),
};

/**
 * One line the planner says about a day as a whole, when its stops alone would leave the traveller
 * guessing: a lighter day on a long trip, a free afternoon ("Free afternoon in Alfama: wander the lanes").
 * Optional: plans made before it have none.
 */
const DayNote = optionalText(300);

export const DraftDay = z.object({
  day: z.number().int().min(1).max(MAX_DAYS),
  activities: z.array(Activity).max(MAX_ACTIVITIES_PER_DAY),
  note: DayNote,
  ...dayChoices,
});
export type DraftDay = z.infer<typeof DraftDay>;

export const DraftItinerary = z.array(DraftDay).min(1, "the itinerary has no days").max(MAX_DAYS);
export type DraftItinerary = z.infer<typeof DraftItinerary>;

/** A stop of the final plan: a draft activity with its time slot. */
export const FinalActivity = Activity.extend({
  time: text(60).default(""),
  start_time: HHMM.optional(),
  end_time: HHMM.optional(),
});
export type FinalActivity = z.infer<typeof FinalActivity>;

/**
 * Where and when to have dinner on a day: a food place near the day's last stop, or an area known for
 * eating out, at the destination's local dinner hour. A day-level suggestion beside the stops, so it
 * does not count against the pace's activities; a stop the traveller asked for as dinner (meal:
 * "dinner") answers the same question.
 */
export const DinnerSuggestion = z.object({
  name: text(200).min(1, "dinner place name is required"),
  time: HHMM,
  area: optionalText(200),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type DinnerSuggestion = z.infer<typeof DinnerSuggestion>;

/**
 * Where the traveller's own stay is, when the app could place it (by the guide or Places): the day
 * starts and ends there, and the map shows it. Absent for a stay kept only as typed, and on a share
 * link, which names the stay without saying where it is.
 */
export const StayLocation = z.object({
  name: text(MAX_STAY_NAME_LENGTH).min(1, "stay location name is required"),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type StayLocation = z.infer<typeof StayLocation>;

export const FinalDay = z.object({
  day: z.number().int().min(1).max(MAX_DAYS),
  accommodation_suggestion: multiLineText(1000).default(""),
  estimated_daily_cost: text(120).default(""),
  estimated_daily_cost_usd: z.number().min(0).max(10_000_000).optional(),
  activities: z.array(FinalActivity).max(MAX_ACTIVITIES_PER_DAY),
  note: DayNote,
  dinner: DinnerSuggestion.optional(),
  stay_location: StayLocation.optional(),
  /**
   * The way back to the traveller's own stay after the day's last stop (or dinner), told as the
   * legs are: "Back to Casa do Largo: walk 1.2 km (15 min)". Set only beside `stay_location`.
   */
  return_leg: optionalText(200),
  ...dayChoices,
});
export type FinalDay = z.infer<typeof FinalDay>;

export const StructuredPlan = z.array(FinalDay).min(1, "the plan has no days").max(MAX_DAYS);
export type StructuredPlan = z.infer<typeof StructuredPlan>;

export const SummaryText = multiLineText(MAX_SUMMARY_LENGTH);

/** Every author to credit for a stop's Places photo: all of them, the single legacy credit otherwise. */
export function photoCredits(activity: Pick<Activity, "image_attribution" | "image_attributions">): ImageAttribution[] {
  if (activity.image_attributions?.length) return activity.image_attributions;
  return activity.image_attribution ? [activity.image_attribution] : [];
}
