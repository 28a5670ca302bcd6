import type { Content } from "@google/genai";
import type { Activity, DraftDay, FinalDay, TripPreferences } from "@itinerary/contract";
import { scrubControlCharacters } from "@itinerary/contract";
import type { z } from "zod";
import { unavailable } from "../../../errors.ts";
import { log } from "../../../logs.ts";
import { DESTINATIONS } from "../../guide/destinations/index.ts";
import type { ResolvedTrip } from "../../trip/resolved-trip.ts";
import type {
  FinalGenerationHooks,
  GeneratedDraft,
  GeneratedFinal,
  GenerationHooks,
  PlanGenerator,
} from "../generator.ts";
import { notices } from "../../model/notice.ts";
import { GEMINI_INVALID_DETAIL } from "./details.ts";
import { createDaysStreamReader } from "./days-stream.ts";
import {
  createGeminiClient,
  type Deadline,
  type GeminiClient,
  type GeminiSettings,
  type ModelTurn,
} from "./gemini-client.ts";
import {
  draftPrompt,
  finalizePrompt,
  repairPrompt,
  revisePrompt,
  SYSTEM_INSTRUCTION,
  withFieldRules,
} from "./prompts.ts";
import { geminiSchema } from "./schema-constraints.ts";
import { dayChoicesOf } from "../../scheduling/day-choices.ts";
import {
  finalRuleViolations,
  ModelDraft,
  ModelFinal,
  ModelRevision,
  paceBounds,
  planRuleViolations,
  responseJsonSchema,
  revisionRuleViolations,
} from "./schema.ts";

export { GEMINI_API_VERSION, type GeminiSettings } from "./gemini-client.ts";
export * from "./details.ts";

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** JSON text -> schema -> plan rules, with every problem spelled out so the model can fix it. */
function parseAnswer<S extends z.ZodType>(
  text: string | undefined,
  schema: S,
  rules: (value: z.infer<S>) => string[],
): Parsed<z.infer<S>> {
  if (!text?.trim()) return { ok: false, problems: ["the answer was empty"] };
  let json: unknown;
  try {
    // The contract refuses control characters in its one-line fields; a model's stray line break in an
    // address or opening hours is a slip to tidy, not a reason to repair (or fail and refund) the answer.
    json = scrubControlCharacters(JSON.parse(text));
  } catch (error) {
    return {
      ok: false,
      problems: [`the answer is not valid JSON (${error instanceof Error ? error.message : "parse error"})`],
    };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    };
  }
  const problems = rules(result.data);
  return problems.length ? { ok: false, problems } : { ok: true, value: result.data };
}

/**
 * The conversation for the one repair: the model's own answer (with its thought signature, which
 * Gemini 3 expects back) and what was wrong with it. A part is never empty: when the model said
 * nothing, the request is asked again with the problems added to it.
 */
export function repairContents(contents: readonly Content[], turn: ModelTurn, problems: readonly string[]): Content[] {
  const repair = { text: repairPrompt(problems) };
  if (!turn.text.trim()) {
    const [first, ...rest] = contents;
    return [{ ...first!, parts: [...(first!.parts ?? []), repair] }, ...rest];
  }
  const answer = turn.thoughtSignature
    ? { text: turn.text, thoughtSignature: turn.thoughtSignature }
    : { text: turn.text };
  return [...contents, { role: "model", parts: [answer] }, { role: "user", parts: [repair] }];
}

function openDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined): Deadline & { close(): void } {
  const own = new AbortController();
  const timer = setTimeout(() => own.abort(), timeoutMs);
  const signal = callerSignal ? AbortSignal.any([own.signal, callerSignal]) : own.signal;
  return { signal, at: Date.now() + timeoutMs, close: () => clearTimeout(timer) };
}

const toDay = (day: {
  day: number;
  day_start?: string;
  activities: readonly Omit<Activity, "place_id" | "image_urls">[];
}): DraftDay => ({
  day: day.day,
  ...(day.day_start ? { day_start: day.day_start } : {}),
  activities: day.activities.map((activity): Activity => ({ ...activity })),
});

type OnDay<D> = ((day: D) => void | Promise<void>) | undefined;

/** Hears the days of a streamed answer: the ones that pass `accept` go to `onDay`, one after another. */
function dayReporter<D>(onDay: OnDay<D>, accept: (day: unknown, index: number) => D | null) {
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  return {
    report(raw: unknown, index: number) {
      const day = onDay ? accept(raw, index) : null;
      if (!day || !onDay) return;
      chain = chain.then(() => onDay(day)).catch((error: unknown) => void (failure ??= error));
    },
    /** Waits for the caller to have taken every day; its own failure fails the answer. */
    async settle() {
      await chain;
      if (failure) throw failure;
    },
  };
}

interface Question<S extends z.ZodType, D> {
  prompt: string;
  schema: S;
  rules: (value: z.infer<S>) => string[];
  /** Streams the answer and reports each acceptable day (`index`: its place in the answer) as soon as it is complete. */
  days?: { onDay: OnDay<D>; accept: (day: unknown, index: number) => D | null };
}

export function createGeminiGenerator(
  settings: GeminiSettings,
  client: GeminiClient = createGeminiClient(settings),
): PlanGenerator {
  /** One question, at most one repair, all inside one deadline (ours and the caller's). */
  async function ask<S extends z.ZodType, D = DraftDay>(
    question: Question<S, D>,
    signal: AbortSignal | undefined,
  ): Promise<z.infer<S>> {
    const deadline = openDeadline(settings.timeoutMs, signal);
    const { schema: jsonSchema, rules: fieldRules } = geminiSchema(responseJsonSchema(question.schema));
    let contents: Content[] = [{ role: "user", parts: [{ text: withFieldRules(question.prompt, fieldRules) }] }];
    // Gemini 3: temperature stays at its default (lowering it degrades answers); effort is the thinking level.
    const config = {
      systemInstruction: SYSTEM_INSTRUCTION,
      responseMimeType: "application/json",
      responseJsonSchema: jsonSchema,
    };
    const reporter = dayReporter(question.days?.onDay, question.days?.accept ?? (() => null));
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const turn = question.days
          ? await client.stream({ contents, config }, deadline, () => {
              const reader = createDaysStreamReader((day, index) => reporter.report(day, index));
              return (text) => reader.push(text);
            })
          : await client.generate({ contents, config }, deadline);
        const parsed = parseAnswer(turn.text, question.schema, question.rules);
        if (parsed.ok) {
          await reporter.settle();
          return parsed.value;
        }
        log.warn("gemini answer rejected", { attempt, problems: parsed.problems.slice(0, 10) });
        if (attempt === 2) break;
        contents = repairContents(contents, turn, parsed.problems);
      }
      await reporter.settle();
      throw unavailable(GEMINI_INVALID_DETAIL, new Error("the answer stayed invalid after one repair"));
    } finally {
      deadline.close();
    }
  }

  /** A streamed day worth showing: the right shape, a day of this trip, within the pace when there is one. */
  const dayAcceptor =
    (
      shape: z.ZodType<{ day: number; activities: Omit<Activity, "place_id" | "image_urls">[] }>,
      dayCount: number,
      pace?: TripPreferences["travelPace"],
    ) =>
    (raw: unknown): DraftDay | null => {
      const result = shape.safeParse(raw);
      if (!result.success || result.data.day < 1 || result.data.day > dayCount) return null;
      if (pace) {
        const { min, max } = paceBounds(pace);
        const count = result.data.activities.length;
        if (count < min || count > max) return null;
      }
      return toDay(result.data);
    };

  return {
    kind: "gemini",
    // A model's places are proposals: each is confirmed, thinned days are refilled, its own notes and
    // declines are read by the pipeline, and its final plan is re-timed from the stay.
    guide: DESTINATIONS,
    capabilities: { guideOnly: false, curatedPlaces: false, reportsRevisions: false, timesFinalPlan: false },
    // One generation with its repair, refill and grounding can take minutes: always the worker's.
    finishesInline: async () => false,

    async draft(
      _trip: ResolvedTrip,
      preferences: TripPreferences,
      suggestion: string,
      hooks?: GenerationHooks,
    ): Promise<GeneratedDraft> {
      const answer = await ask(
        {
          prompt: draftPrompt(preferences, suggestion),
          schema: ModelDraft,
          rules: (plan) =>
            planRuleViolations(plan.days, { dayCount: preferences.numberOfDays, pace: preferences.travelPace }),
          days: {
            onDay: hooks?.onDay,
            accept: dayAcceptor(ModelDraft.shape.days.element, preferences.numberOfDays, preferences.travelPace),
          },
        },
        hooks?.signal,
      );
      return { itinerary: answer.days.map(toDay), notices: notices(answer.notes) };
    },

    async revise(
      _trip: ResolvedTrip,
      current: DraftDay[],
      suggestion: string,
      preferences: TripPreferences | undefined,
      hooks?: GenerationHooks,
    ): Promise<GeneratedDraft> {
      const answer = await ask(
        {
          prompt: revisePrompt(current, suggestion, preferences),
          schema: ModelRevision,
          rules: (plan) =>
            revisionRuleViolations(plan.days, current, {
              pace: preferences?.travelPace,
              offPaceDays: plan.off_pace_days,
            }),
          // Which days may leave the pace is only known at the end of the answer: the shape is checked here.
          days: { onDay: hooks?.onDay, accept: dayAcceptor(ModelRevision.shape.days.element, current.length) },
        },
        hooks?.signal,
      );
      return { itinerary: answer.days.map(toDay), notices: notices(answer.notes) };
    },

    async finalize(
      _trip: ResolvedTrip,
      current: DraftDay[],
      preferences: TripPreferences,
      hooks?: FinalGenerationHooks,
    ): Promise<GeneratedFinal> {
      const answer = await ask(
        {
          prompt: finalizePrompt(current, preferences),
          schema: ModelFinal,
          rules: (plan) => finalRuleViolations(plan.days, current),
          // Streamed only when someone follows the days (a plan job); the SPEC endpoint asks in one piece.
          // A day is shown only when it passes the whole plan's rules on its own: the right shape, in its
          // place, with exactly the draft's stops. If the whole answer is still rejected (a later day broke
          // a rule), the repair turn's answer is streamed the same way and its days replace the ones shown
          // by day number; if the repair fails too the job fails, so a day of a rejected plan is never final.
          ...(hooks?.onDay ? { days: { onDay: hooks.onDay, accept: finalDayAcceptor(current) } } : {}),
        },
        hooks?.signal,
      );
      const structured_plan: FinalDay[] = answer.days.map((day, index) => withDraftFacts(day, current[index]));
      return { structured_plan, summary_text: answer.summary_text, notices: notices(answer.notes) };
    },
  };
}

type ModelFinalDay = ModelFinal["days"][number];

/**
 * The model's final day with the draft's grounded facts (place ids, photo credits, checked coordinates,
 * meal pins), which win over its copy, and the traveller's own choices for the day.
 */
function withDraftFacts(day: ModelFinalDay, drafted: DraftDay | undefined): FinalDay {
  return {
    ...day,
    // The traveller's day starts and declined places are theirs, not the model's to change.
    ...dayChoicesOf(drafted),
    activities: day.activities.map((activity, position) => {
      const draftedStop = drafted?.activities[position];
      const sameStop = draftedStop && draftedStop.name.trim().toLowerCase() === activity.name.trim().toLowerCase();
      return sameStop ? { ...activity, ...pickGrounded(draftedStop) } : { ...activity };
    }),
  };
}

/** A streamed final day worth showing: the final plan's day shape, in its place, with the draft's number of stops. */
export const finalDayAcceptor =
  (current: readonly DraftDay[]) =>
  (raw: unknown, index: number): FinalDay | null => {
    const result = ModelFinal.shape.days.element.safeParse(raw);
    if (!result.success || result.data.day !== index + 1) return null;
    const drafted = current[index];
    // finalRuleViolations' per-day rule: exactly the draft's stops (none on a free day).
    if (!drafted || result.data.activities.length !== drafted.activities.length) return null;
    return withDraftFacts(result.data, drafted);
  };

function pickGrounded(activity: Activity): Partial<Activity> {
  const grounded: Partial<Activity> = {};
  if (activity.place_id) grounded.place_id = activity.place_id;
  if (activity.image_attribution) grounded.image_attribution = activity.image_attribution;
  if (activity.address) grounded.address = activity.address;
  if (activity.meal) grounded.meal = activity.meal;
  if (typeof activity.latitude === "number" && typeof activity.longitude === "number") {
    grounded.latitude = activity.latitude;
    grounded.longitude = activity.longitude;
  }
  return grounded;
}
