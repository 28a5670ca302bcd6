import {
  isBeforeLocalToday,
  isIsoDate,
  isTooFarAheadLocally,
  MAX_DAYS,
  VALIDATION,
  type AccommodationType,
  type GenerateItineraryRequestInput,
  type Interest,
  type TransportMode,
  type TravelPace,
  type TravelType,
  type TripPreferences,
} from "@itinerary/contract";

/**
 * The create-mode form as the traveller types it: numbers stay text until Generate, so a half-typed
 * value is never lost or silently coerced.
 */
export interface TripForm {
  departureCity: string;
  destinationCity: string;
  startDate: string;
  numberOfDays: string;
  totalBudget: string;
  travelType: TravelType;
  travelPace: TravelPace;
  transport: TransportMode;
  accommodation: AccommodationType[];
  interests: Interest[];
  specialRequests: string;
  /** The traveller's own stay, when they have booked one (beyond the SPEC's form). */
  stayName: string;
  stayAddress: string;
}

/** An address alone cannot be a day's start in the plan's words ("From ..."): it needs a name. */
export const STAY_NAME_REQUIRED = "Give your stay a name too, or clear its address.";

export type TripFormField = keyof TripForm;

/** SPEC section 3 defaults; the departure city comes from the profile when the form is still blank. */
export function emptyTripForm(departureCity = ""): TripForm {
  return {
    departureCity,
    destinationCity: "",
    startDate: "",
    numberOfDays: "3",
    totalBudget: "",
    travelType: "Solo",
    travelPace: "Balanced",
    transport: "Public",
    accommodation: [],
    interests: [],
    specialRequests: "",
    stayName: "",
    stayAddress: "",
  };
}

export interface FieldError {
  field: TripFormField;
  message: string;
}

/** SPEC section 5, in its order; every problem at once. */
export function validateTripForm(form: TripForm, now: Date = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  if (!form.destinationCity.trim()) errors.push({ field: "destinationCity", message: VALIDATION.destinationRequired });
  if (form.accommodation.length === 0)
    errors.push({ field: "accommodation", message: VALIDATION.accommodationRequired });
  const startDate = form.startDate.trim();
  if (!startDate) errors.push({ field: "startDate", message: VALIDATION.startDateRequired });
  else if (!isIsoDate(startDate)) errors.push({ field: "startDate", message: VALIDATION.startDateRequired });
  else if (isBeforeLocalToday(startDate, now)) errors.push({ field: "startDate", message: VALIDATION.startDateInPast });
  else if (isTooFarAheadLocally(startDate, now))
    errors.push({ field: "startDate", message: VALIDATION.startDateTooFar });
  const days = parseNumber(form.numberOfDays);
  if (days === null || days <= 0 || !Number.isInteger(days))
    errors.push({ field: "numberOfDays", message: VALIDATION.daysPositive });
  else if (days > MAX_DAYS) errors.push({ field: "numberOfDays", message: VALIDATION.daysTooMany });
  if (form.stayAddress.trim() && !form.stayName.trim()) errors.push({ field: "stayName", message: STAY_NAME_REQUIRED });
  return errors;
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Special requests are typed one per line; blank lines mean nothing. */
export function splitRequests(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The preferences the planner endpoints take, from a form that passed validation. */
export function toPreferences(form: TripForm): TripPreferences {
  return {
    startDate: form.startDate.trim(),
    numberOfDays: Number(form.numberOfDays),
    totalBudget: Math.max(0, parseNumber(form.totalBudget) ?? 0),
    departureCity: form.departureCity.trim(),
    destinationCity: form.destinationCity.trim(),
    travelType: form.travelType,
    travelPace: form.travelPace,
    interests: form.interests,
    locations: [],
    accommodation: form.accommodation,
    transport: form.transport,
    dietaryNeeds: "",
    mobilityNeeds: "",
    specialRequests: splitRequests(form.specialRequests),
    ...(form.stayName.trim() ? { stay: { name: form.stayName.trim(), address: form.stayAddress.trim() } } : {}),
  };
}

export function toGenerateRequest(form: TripForm): GenerateItineraryRequestInput {
  return { ...toPreferences(form), suggestion: "" };
}

/** A saved plan's preferences back in the form (opening a saved plan, SPEC section 4). */
export function formFromPreferences(preferences: TripPreferences): TripForm {
  return {
    departureCity: preferences.departureCity,
    destinationCity: preferences.destinationCity,
    startDate: preferences.startDate,
    numberOfDays: String(preferences.numberOfDays),
    totalBudget: preferences.totalBudget ? String(preferences.totalBudget) : "",
    travelType: preferences.travelType,
    travelPace: preferences.travelPace,
    transport: preferences.transport,
    accommodation: preferences.accommodation,
    interests: preferences.interests,
    specialRequests: preferences.specialRequests.join("\n"),
    stayName: preferences.stay?.name ?? "",
    stayAddress: preferences.stay?.address ?? "",
  };
}
