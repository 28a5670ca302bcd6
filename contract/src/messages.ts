/** User-facing validation messages, spelled exactly as SPEC section 5 has them. */
export const VALIDATION = {
  destinationRequired: "Destination is required.",
  accommodationRequired: "Select at least one accommodation type.",
  startDateRequired: "Start date is required.",
  startDateInPast: "Start date cannot be in the past.",
  // Not in the SPEC: a bound on how far ahead a trip may start (no one plans the year 10000).
  startDateTooFar: "Start date must be within the next two years.",
  daysPositive: "Number of days must be a positive number.",
  daysTooMany: "Apologies! For the pilot version, itineraries are limited to a maximum of 14 days.",
  suggestionRequired: "Please enter a suggestion.",
  finalizeNeedsDraft: "Please generate and review your itinerary before finalizing.",
  productUnavailable: "This product is not available.",
} as const;

const quoted = (items: readonly string[]) => items.map((item) => `"${item}"`).join(", ");

/**
 * What the planner answers when a revision request changes nothing (a 422 that costs no tokens) or
 * is only partly applied (a notification). The web shows them as they come.
 */
export const REVISION = {
  nothingUnderstood: (request: string, examples: readonly string[]) =>
    `The planner found no change it can make in "${request.trim().slice(0, 120)}", so your plan is unchanged and no tokens were charged. ` +
    `It understands requests such as ${quoted(examples)}.`,
  notApplied: (request: string, examples: readonly string[]) =>
    `Nothing in "${request.trim().slice(0, 120)}" is a change the planner can make. It understands requests such as ${quoted(examples)}.`,
  nothingChanged: (reasons: readonly string[]) =>
    `Your plan would stay exactly the same, so it is unchanged and no tokens were charged.${reasons.length > 0 ? ` ${reasons.join(" ")}` : ""}`,
  understood: (parts: readonly string[]) => `Understood: ${parts.join("; ")}.`,
  partlyApplied: (parts: readonly string[]) =>
    `Only part of your request was applied. Not understood, so not applied: ${quoted(parts)}.`,
} as const;
