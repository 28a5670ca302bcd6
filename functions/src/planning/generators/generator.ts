import type { DraftDay, FinalDay, TripPreferences } from "@itinerary/contract";
import type { Destination } from "../guide/place.ts";
import type { ResolvedTrip } from "../trip/resolved-trip.ts";
import type { DraftResult, FinalResult, GeneratedDraft, GeneratedFinal } from "../model/plan.ts";

export type { DraftResult, FinalResult, GeneratedDraft, GeneratedFinal };

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
 * What a generator does itself, so the pipeline and the endpoints ask what it can do, never which
 * one it is: a third generator only states its own.
 */
export interface GeneratorCapabilities {
  /** Plans only the curated guide's destinations: an uncovered one is refused before any token is taken. */
  readonly guideOnly: boolean;
  /**
   * Its places are the guide's own: grounding enriches them but keeps one Places cannot confirm, and
   * no refill is asked for days grounding thinned. Otherwise each place must be confirmed.
   */
  readonly curatedPlaces: boolean;
  /** A revision reports every change it made and records what the traveller declined. */
  readonly reportsRevisions: boolean;
  /** Times and prices its own final plan, so it is handed grounded days (with Places hours) to time. */
  readonly timesFinalPlan: boolean;
  /**
   * Refuses, before any token is taken, a revision it would find nothing to act on in (a 422 with
   * examples). Without it any request is read, and only the result is checked.
   */
  checkRevisable?(
    trip: ResolvedTrip,
    plan: readonly DraftDay[],
    suggestion: string,
    preferences: TripPreferences | undefined,
  ): void;
}

/**
 * Both generators (Gemini with a key, the offline planner without) sit behind this interface; the
 * endpoints never know which one runs. Grounding, route ordering and scheduling are applied to the
 * output of either.
 */
export interface PlanGenerator {
  /** A name for logs and tests; nothing decides on it (ask `capabilities`). */
  readonly kind: "gemini" | "offline";
  readonly capabilities: GeneratorCapabilities;
  /** The curated guide this generator plans from (or grounds and checks against): the edge resolves each request's trip in it. */
  readonly guide: readonly Destination[];
  /**
   * Whether a run of this generator is sure to end well inside one HTTP request (milliseconds, not
   * a model's minutes): a plan job is then run by the request that accepts it, which answers with the
   * finished job, instead of waiting for the worker's trigger and the browser's document listener.
   */
  finishesInline(): Promise<boolean>;
  draft(
    trip: ResolvedTrip,
    preferences: TripPreferences,
    suggestion: string,
    hooks?: GenerationHooks,
  ): Promise<GeneratedDraft>;
  revise(
    trip: ResolvedTrip,
    current: DraftDay[],
    suggestion: string,
    preferences: TripPreferences | undefined,
    hooks?: GenerationHooks,
  ): Promise<GeneratedDraft>;
  finalize(
    trip: ResolvedTrip,
    current: DraftDay[],
    preferences: TripPreferences,
    hooks?: FinalGenerationHooks,
  ): Promise<GeneratedFinal>;
}
