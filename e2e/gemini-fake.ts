import type { GeminiAnswer, GeminiRequest } from "../functions/test/gemini-fake";

/**
 * The fake Gemini the Gemini suite's functions plan with (scripts/test.mjs starts it in its own process
 * and passes its address as GEMINI_FAKE_URL), scripted over its control endpoints.
 */
function fakeUrl(): string {
  const url = process.env.GEMINI_FAKE_URL;
  if (!url) throw new Error("GEMINI_FAKE_URL is not set: run the Gemini journeys through scripts/test.mjs e2e");
  return url;
}

async function control(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${fakeUrl()}/__fake/${path}`, init);
  if (!response.ok) throw new Error(`the Gemini fake refused ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export const geminiFake = {
  /** Queues the answers of the next generate calls, in order. */
  answer: (...answers: GeminiAnswer[]) =>
    control("answers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(answers),
    }),
  /** Lets the streams waiting at a hold go on; how many were waiting. */
  release: async () => ((await (await control("release", { method: "POST" })).json()) as { released: number }).released,
  /** Every generate request the fake received since the last reset. */
  requests: async () => (await (await control("requests")).json()) as GeminiRequest[],
  reset: () => control("reset", { method: "POST" }),
};

/** Real Kyoto sights at their real coordinates, with what a well-behaved model says about them. */
const stop = (
  name: string,
  latitude: number,
  longitude: number,
  opening_hours: string,
  cost_usd: number,
  duration_minutes: number,
) => ({
  name,
  latitude,
  longitude,
  transport: "Bus or a short walk from the previous stop",
  highlight: `The best of ${name}.`,
  opening_hours,
  entry_fee: cost_usd ? `¥${cost_usd * 150}` : "Free",
  cost_usd,
  duration_minutes,
});

/** Four compact Kyoto days at the Balanced pace (4 stops each), the shape the draft schema asks Gemini for. */
export const KYOTO_DAYS = [
  [
    stop("Kiyomizu-dera", 34.9949, 135.785, "06:00–18:00", 3, 90),
    stop("Sannenzaka and Ninenzaka", 34.9965, 135.7808, "Open 24 hours", 0, 60),
    stop("Yasaka Shrine", 35.0037, 135.7785, "Open 24 hours", 0, 40),
    stop("Hanamikoji", 35.0025, 135.7752, "Open 24 hours", 0, 45),
  ],
  [
    stop("Kinkaku-ji", 35.0394, 135.7292, "09:00–17:00", 3, 45),
    stop("Ryoan-ji", 35.0345, 135.7183, "08:00–17:00", 4, 45),
    stop("Ninna-ji", 35.031, 135.7136, "09:00–17:00", 5, 60),
    stop("Kitano Tenmangu", 35.0312, 135.7352, "07:00–17:00", 0, 45),
  ],
  [
    stop("Arashiyama Bamboo Grove", 35.017, 135.6713, "Open 24 hours", 0, 40),
    stop("Tenryu-ji", 35.0157, 135.6737, "08:30–17:00", 4, 60),
    stop("Okochi Sanso", 35.0178, 135.668, "09:00–17:00", 7, 60),
    stop("Togetsukyo Bridge", 35.0127, 135.6778, "Open 24 hours", 0, 30),
  ],
  [
    stop("Heian Shrine", 35.016, 135.7824, "06:00–17:30", 0, 60),
    stop("Nanzen-ji", 35.0113, 135.7944, "08:40–17:00", 4, 75),
    stop("Eikan-do", 35.0148, 135.7945, "09:00–17:00", 7, 60),
    stop("Philosopher's Path", 35.023, 135.7945, "Open 24 hours", 0, 60),
  ],
];

/** A Gemini draft answer for the first `days` of those days. */
export function kyotoPlan(days: number) {
  return { days: KYOTO_DAYS.slice(0, days).map((activities, index) => ({ day: index + 1, activities })), notes: [] };
}
