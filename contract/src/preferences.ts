import { z } from "zod";
import { isIsoDate, isPastEverywhere, isTooFarAheadEverywhere } from "./dates.ts";
import { AccommodationType, Interest, TransportMode, TravelPace, TravelType } from "./enums.ts";
import {
  MAX_BUDGET,
  MAX_CITY_LENGTH,
  MAX_DAYS,
  MAX_LOCATIONS,
  MAX_NOTE_LENGTH,
  MAX_SPECIAL_REQUEST_LENGTH,
  MAX_SPECIAL_REQUESTS,
  MAX_STAY_ADDRESS_LENGTH,
  MAX_STAY_NAME_LENGTH,
} from "./limits.ts";
import { VALIDATION } from "./messages.ts";
import { multiLineText, singleLineText, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from "./text.ts";

/** Trip preferences as stored and as sent to the planner (SPEC section 3). */
/**
 * Where the traveller has already booked (beyond the SPEC's form): each day then starts there, the day's
 * route in Maps starts and ends there, and it replaces the planner's accommodation suggestion. The
 * address is kept exactly as typed; the server says when it cannot place it on the map.
 */
export const OwnStay = z.object({
  name: singleLineText(MAX_STAY_NAME_LENGTH).min(1, "stay.name is required when a stay is given"),
  address: singleLineText(MAX_STAY_ADDRESS_LENGTH).default(""),
});
export type OwnStay = z.infer<typeof OwnStay>;

export const TripPreferences = z.object({
  startDate: z
    .string({ error: VALIDATION.startDateRequired })
    .trim()
    .min(1, VALIDATION.startDateRequired)
    .refine(isIsoDate, "startDate must be a date written as YYYY-MM-DD"),
  numberOfDays: z
    .number({ error: VALIDATION.daysPositive })
    .int(VALIDATION.daysPositive)
    .positive(VALIDATION.daysPositive)
    .max(MAX_DAYS, VALIDATION.daysTooMany),
  totalBudget: z.number().min(0, "totalBudget cannot be negative").max(MAX_BUDGET).default(0),
  departureCity: singleLineText(MAX_CITY_LENGTH).default(""),
  destinationCity: z
    .string({ error: VALIDATION.destinationRequired })
    .trim()
    .min(1, VALIDATION.destinationRequired)
    .max(MAX_CITY_LENGTH, `destinationCity must be at most ${MAX_CITY_LENGTH} characters`)
    .regex(SINGLE_LINE_PATTERN, SINGLE_LINE_MESSAGE),
  travelType: TravelType.default("Solo"),
  travelPace: TravelPace.default("Balanced"),
  interests: z.array(Interest).max(11).default([]),
  locations: z.array(singleLineText(MAX_CITY_LENGTH)).max(MAX_LOCATIONS).default([]),
  accommodation: z
    .array(AccommodationType, { error: VALIDATION.accommodationRequired })
    .min(1, VALIDATION.accommodationRequired)
    .max(4),
  transport: TransportMode.default("Public"),
  dietaryNeeds: multiLineText(MAX_NOTE_LENGTH).default(""),
  mobilityNeeds: multiLineText(MAX_NOTE_LENGTH).default(""),
  specialRequests: z
    .array(multiLineText(MAX_SPECIAL_REQUEST_LENGTH))
    .max(MAX_SPECIAL_REQUESTS, `at most ${MAX_SPECIAL_REQUESTS} special requests`)
    .default([]),
  stay: OwnStay.optional(),
});
export type TripPreferences = z.infer<typeof TripPreferences>;
export type TripPreferencesInput = z.input<typeof TripPreferences>;

/**
 * Preferences for a new trip: the start date must not already be over, nor more than two years
 * ahead (both time-zone tolerant).
 */
export const NewTripPreferences = TripPreferences.refine((p) => !isPastEverywhere(p.startDate), {
  message: VALIDATION.startDateInPast,
  path: ["startDate"],
}).refine((p) => !isTooFarAheadEverywhere(p.startDate), {
  message: VALIDATION.startDateTooFar,
  path: ["startDate"],
});
