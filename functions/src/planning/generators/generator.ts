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
 * What a caller may pass to a generator: `onDay` hears each day as soon as the generator has it (the
 * Gemini path streams; the offline planner reports its days in order), and `signal` ends the work at
 * the caller's deadline. Both are optional: the SPEC endpoints pass a signal only.
 */
export interface GenerationHooks {
  onDay?: (day: DraftDay) => void | Promise<void>;
  signal?: AbortSignal;
}

/** The same for a final plan: `onDay` hears each final day once the model has written it whole. */
export interface FinalGenerationHooks {
  onDay?: (day: FinalDay) => void | Promise<void>;
  signal?: AbortSignal;
}

/**
 * Both generators (Gemini with a key, the offline planner without) sit behind this interface; the
 * endpoints never know which one runs. Grounding, route ordering and scheduling are applied to the
 * output of either.
 */
export interface PlanGenerator {
  readonly kind: "gemini" | "offline";
  /**
   * Whether a run of this generator is sure to end well inside one HTTP request (milliseconds, not
   * a model's minutes): a plan job is then run by the request that accepts it, which answers with the
   * finished job, instead of waiting for the worker's trigger and the browser's document listener.
   */
  finishesInline(): Promise<boolean>;
  draft(preferences: TripPreferences, suggestion: string, hooks?: GenerationHooks): Promise<DraftResult>;
  revise(current: DraftDay[], suggestion: string, preferences: TripPreferences | undefined, hooks?: GenerationHooks): Promise<DraftResult>;
  finalize(current: DraftDay[], preferences: TripPreferences, hooks?: FinalGenerationHooks): Promise<FinalResult>;
}
