import type { Content, GoogleGenAI } from "@google/genai";
import type { Activity, DraftDay, FinalDay, TripPreferences } from "@itinerary/contract";
import type { z } from "zod";
import { unavailable } from "../../errors.ts";
import { log } from "../../logs.ts";
import type { DraftResult, FinalResult, PlanGenerator } from "../generator.ts";
import { draftPrompt, finalizePrompt, repairPrompt, revisePrompt, SYSTEM_INSTRUCTION } from "./prompts.ts";
import { finalRuleViolations, ModelDraft, ModelFinal, ModelRevision, planRuleViolations, responseJsonSchema, revisionRuleViolations } from "./schema.ts";

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** Another endpoint speaking the Gemini REST API (a local fake in tests). */
  baseUrl: string | null;
  /** Budget for the whole answer, the repair attempt included. */
  timeoutMs: number;
}

export const GEMINI_API_VERSION = "v1beta";

export const GEMINI_TIMEOUT_DETAIL = "The AI planner took too long to answer. No tokens were charged; please try again.";
export const GEMINI_INVALID_DETAIL =
  "The AI planner returned a plan we could not use, even after asking it to correct itself. No tokens were charged; please try again.";
export const GEMINI_UNAVAILABLE_DETAIL = "The AI planner is unavailable right now. No tokens were charged; please try again in a moment.";

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** JSON text -> schema -> plan rules, with every problem spelled out so the model can fix it. */
function parseAnswer<S extends z.ZodType>(text: string | undefined, schema: S, rules: (value: z.infer<S>) => string[]): Parsed<z.infer<S>> {
  if (!text?.trim()) return { ok: false, problems: ["the answer was empty"] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`the answer is not valid JSON (${error instanceof Error ? error.message : "parse error"})`] };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`) };
  }
  const problems = rules(result.data);
  return problems.length ? { ok: false, problems } : { ok: true, value: result.data };
}

export function createGeminiGenerator(settings: GeminiSettings): PlanGenerator {
  // Loaded on first use: every function shares the bundle, and only planning with a key needs the SDK.
  let client: Promise<GoogleGenAI> | null = null;
  const genai = () => (client ??= import("@google/genai").then(({ GoogleGenAI }) => new GoogleGenAI(clientOptions)));
  const clientOptions = {
    apiKey: settings.apiKey,
    // Our own deadline and single repair are the retry policy; the SDK must not retry on its own.
    // v1beta is pinned: it is the version that documents responseJsonSchema and systemInstruction.
    httpOptions: {
      ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
      apiVersion: GEMINI_API_VERSION,
      timeout: settings.timeoutMs,
      retryOptions: { attempts: 1 },
    },
  };

  /** One question, at most one repair, all inside one deadline. */
  async function ask<S extends z.ZodType>(prompt: string, schema: S, rules: (value: z.infer<S>) => string[]): Promise<z.infer<S>> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
    const contents: Content[] = [{ role: "user", parts: [{ text: prompt }] }];
    const config = {
      systemInstruction: SYSTEM_INSTRUCTION,
      responseMimeType: "application/json",
      responseJsonSchema: responseJsonSchema(schema),
      temperature: 0.4,
      abortSignal: deadline.signal,
    };
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        let text: string | undefined;
        try {
          const ai = await genai();
          const response = await ai.models.generateContent({ model: settings.model, contents, config });
          text = response.text;
        } catch (error) {
          if (deadline.signal.aborted) throw unavailable(GEMINI_TIMEOUT_DETAIL, error);
          throw unavailable(GEMINI_UNAVAILABLE_DETAIL, error);
        }
        const parsed = parseAnswer(text, schema, rules);
        if (parsed.ok) return parsed.value;
        log.warn("gemini answer rejected", { attempt, problems: parsed.problems.slice(0, 10) });
        if (attempt === 2) throw unavailable(GEMINI_INVALID_DETAIL, new Error(parsed.problems.join("; ")));
        contents.push({ role: "model", parts: [{ text: text ?? "" }] }, { role: "user", parts: [{ text: repairPrompt(parsed.problems) }] });
      }
      throw unavailable(GEMINI_INVALID_DETAIL);
    } finally {
      clearTimeout(timer);
    }
  }

  const toDays = (days: (ModelDraft | ModelRevision)["days"]): DraftDay[] =>
    days.map((day) => ({ day: day.day, activities: day.activities.map((activity): Activity => ({ ...activity })) }));

  return {
    kind: "gemini",

    async draft(preferences: TripPreferences, suggestion: string): Promise<DraftResult> {
      const answer = await ask(draftPrompt(preferences, suggestion), ModelDraft, (plan) =>
        planRuleViolations(plan.days, { dayCount: preferences.numberOfDays, pace: preferences.travelPace }),
      );
      return { itinerary: toDays(answer.days), notifications: answer.notes };
    },

    async revise(current: DraftDay[], suggestion: string, preferences: TripPreferences | undefined): Promise<DraftResult> {
      const answer = await ask(revisePrompt(current, suggestion, preferences), ModelRevision, (plan) =>
        revisionRuleViolations(plan.days, current, { pace: preferences?.travelPace, offPaceDays: plan.off_pace_days }),
      );
      return { itinerary: toDays(answer.days), notifications: answer.notes };
    },

    async finalize(current: DraftDay[], preferences: TripPreferences): Promise<FinalResult> {
      const answer = await ask(finalizePrompt(current, preferences), ModelFinal, (plan) => finalRuleViolations(plan.days, current));
      const structured_plan: FinalDay[] = answer.days.map((day, index) => ({
        ...day,
        // The draft's grounded facts (place ids, photo credits, checked coordinates) win over the model's copy.
        activities: day.activities.map((activity, position) => {
          const drafted = current[index]?.activities[position];
          const sameStop = drafted && drafted.name.trim().toLowerCase() === activity.name.trim().toLowerCase();
          return sameStop ? { ...activity, ...pickGrounded(drafted) } : { ...activity };
        }),
      }));
      return { structured_plan, summary_text: answer.summary_text, notifications: answer.notes };
    },
  };
}

function pickGrounded(activity: Activity): Partial<Activity> {
  const grounded: Partial<Activity> = {};
  if (activity.place_id) grounded.place_id = activity.place_id;
  if (activity.image_attribution) grounded.image_attribution = activity.image_attribution;
  if (activity.address) grounded.address = activity.address;
  if (typeof activity.latitude === "number" && typeof activity.longitude === "number") {
    grounded.latitude = activity.latitude;
    grounded.longitude = activity.longitude;
  }
  return grounded;
}
