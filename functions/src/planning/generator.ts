import type { DraftDay, FinalDay, TripPreferences } from "@itinerary/contract";

/** A draft or revised itinerary, with what the traveller should know about how it was made. */
export interface DraftResult {
  itinerary: DraftDay[];
  notifications: string[];
}

export interface FinalResult {
  structured_plan: FinalDay[];
  summary_text: string;
  notifications: string[];
}

/**
 * Both generators (Gemini with a key, the offline planner without) sit behind this interface; the
 * endpoints never know which one runs. Grounding, route ordering and scheduling are applied to the
 * output of either.
 */
export interface PlanGenerator {
  readonly kind: "gemini" | "offline";
  draft(preferences: TripPreferences, suggestion: string): Promise<DraftResult>;
  revise(current: DraftDay[], suggestion: string, preferences: TripPreferences | undefined): Promise<DraftResult>;
  finalize(current: DraftDay[], preferences: TripPreferences): Promise<FinalResult>;
}
