/** Business limits shared by the web form and the server (SPEC sections 5 and 9). */
export const MIN_DAYS = 1;
export const MAX_DAYS = 14;
export const MAX_BUDGET = 10_000_000;
export const MAX_CITY_LENGTH = 120;
export const MAX_NOTE_LENGTH = 500;
/** The traveller's own accommodation: its name, and its street address as they would give it to a taxi. */
export const MAX_STAY_NAME_LENGTH = 120;
export const MAX_STAY_ADDRESS_LENGTH = 200;
export const MAX_SPECIAL_REQUESTS = 10;
export const MAX_SPECIAL_REQUEST_LENGTH = 500;
export const MAX_SUGGESTION_LENGTH = 1000;
export const MAX_LOCATIONS = 20;
export const MAX_ACTIVITIES_PER_DAY = 12;
/** Places a day remembers as declined by the traveller (DraftDay.declined); the oldest give way. */
export const MAX_DECLINED_PER_DAY = 40;
export const MAX_SUMMARY_LENGTH = 20_000;
/** Largest JSON body any endpoint accepts; a 14-day final plan is far below this. */
export const MAX_BODY_BYTES = 256 * 1024;

/** Activities per day for each pace value (SPEC section 9: Relaxed 2-3, Balanced 4-5, Action-Packed 6+). */
export const PACE_RANGE = {
  Chill: { min: 2, max: 3, label: "Relaxed" },
  Balanced: { min: 4, max: 5, label: "Balanced" },
  Intense: { min: 6, max: 8, label: "Action-Packed" },
} as const;
