import { z } from "zod";
import { StructuredPlan, SummaryText } from "../itinerary.ts";
import { TripPreferences } from "../preferences.ts";

export const CALENDAR_NEEDS_PREFERENCES = "is required: a calendar export needs the trip's start date and destination";

/**
 * Body of POST /export-calendar: the same as the PDF's, but the preferences are required, since a plan's
 * days carry no dates of their own (day N falls on startDate + N - 1).
 */
export const ExportCalendarRequest = z.object({
  structured_plan: StructuredPlan,
  summary_text: SummaryText.optional(),
  preferences: z.object(TripPreferences.shape, {
    error: (issue) => (issue.input === undefined ? CALENDAR_NEEDS_PREFERENCES : undefined),
  }),
});
export type ExportCalendarRequest = z.infer<typeof ExportCalendarRequest>;
