/**
 * Test data, written once for every side (functions, web, journeys): each builder returns a complete,
 * valid value of the contract with plain defaults, and a test passes only what it is about
 * (`createTrip({ travelPace: "Chill" })`). Not exported from the package's entry, so nothing here
 * reaches a bundle; each side's `data-generators.ts` re-exports it and adds what only that side has
 * (a signed-in user).
 */
import type { Activity, DraftDay, FinalActivity, FinalDay } from "../itinerary.ts";
import type { TripPreferences } from "../preferences.ts";
import type { SaveItineraryRequest } from "../api/saved-itineraries.ts";

/** The date `days` days after today (UTC), as the API takes it: a start date that is never over. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Trip preferences as a client sends them after the contract's defaults: two days in Lisbon, a
 * hotel, starting in a month. Not parsed, so a test may build an invalid trip on purpose.
 */
export function createTrip(overrides: Partial<TripPreferences> = {}): TripPreferences {
  return {
    startDate: daysFromToday(30),
    numberOfDays: 2,
    totalBudget: 0,
    departureCity: "",
    destinationCity: "Lisbon",
    travelType: "Solo",
    travelPace: "Balanced",
    interests: [],
    locations: [],
    accommodation: ["Hotel"],
    transport: "Public",
    dietaryNeeds: "",
    mobilityNeeds: "",
    specialRequests: [],
    ...overrides,
  };
}

/**
 * One draft stop; the text fields empty, no coordinates unless given. The result's type keeps the
 * overrides' own (an `id: string` stays a string, for code that keys stops by id).
 */
export function createStop<O extends Partial<Activity> = Partial<Activity>>(overrides: O = {} as O): Activity & O {
  return { name: "Belém Tower", transport: "", highlight: "", opening_hours: "", entry_fee: "", ...overrides };
}

/** One stop of a final plan: a draft stop with its time slot. */
export function createTimedStop<O extends Partial<FinalActivity> = Partial<FinalActivity>>(
  overrides: O = {} as O,
): FinalActivity & O {
  return { ...createStop(), time: "09:00 - 10:00", ...overrides };
}

/**
 * A draft itinerary, one entry per day (day numbers from 1 unless given): `createDraftPlan([{ activities:
 * [createStop({ name: "A" })] }, {}])`. With no argument, one day with one stop.
 */
export function createDraftPlan(days: Partial<DraftDay>[] = [{}]): DraftDay[] {
  return days.map((day, i) => ({ day: i + 1, activities: [createStop()], ...day }));
}

/** A final plan, one entry per day, as createDraftPlan; each day's stops timed, no stay, no cost. */
export function createFinalPlan(days: Partial<FinalDay>[] = [{}]): FinalDay[] {
  return days.map((day, i) => ({
    day: i + 1,
    accommodation_suggestion: "",
    estimated_daily_cost: "",
    activities: [createTimedStop()],
    ...day,
  }));
}

/** What the planner screen saves: a trip, its final plan and a summary. */
export function createSavedPlan(overrides: Partial<SaveItineraryRequest> = {}): SaveItineraryRequest {
  const preferences = overrides.preferences ?? createTrip();
  return {
    preferences,
    itinerary: createFinalPlan(Array.from({ length: preferences.numberOfDays }, () => ({}))),
    summary_text: `${preferences.numberOfDays} days in ${preferences.destinationCity}.`,
    ...overrides,
  };
}
