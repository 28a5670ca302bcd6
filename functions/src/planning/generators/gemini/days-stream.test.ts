import { describe, expect, it } from "vitest";
import { createDaysStreamReader } from "./days-stream.ts";

const plan = {
  notes: ['a note with { braces } and a "quoted" word'],
  days: [
    {
      day: 1,
      activities: [
        { name: "Kinkaku-ji", highlight: "gold } leaf ]", opening_window: { open: "09:00", close: "17:00" } },
      ],
    },
    { day: 2, activities: [{ name: 'Back\\slash "and" quotes', tags: [[1, 2], { days: [9] }] }] },
    { day: 3, activities: [] },
  ],
  summary: { days: [{ day: 99 }] },
};

function collect(chunks: string[]) {
  const seen: { day: unknown; index: number; afterChunk: number }[] = [];
  let current = 0;
  const reader = createDaysStreamReader((day, index) => seen.push({ day, index, afterChunk: current }));
  chunks.forEach((chunk, i) => {
    current = i;
    reader.push(chunk);
  });
  return { seen, text: reader.text };
}

describe("reading days out of a streamed plan", () => {
  it("hands over each day as soon as its closing brace arrives, not at the end", () => {
    const text = JSON.stringify(plan, null, 2);
    const endOfDay1 = text.indexOf('"day": 2') - 1;
    const { seen } = collect([text.slice(0, endOfDay1), text.slice(endOfDay1)]);
    expect(seen.map((s) => s.index)).toEqual([0, 1, 2]);
    expect(seen[0]!.afterChunk).toBe(0);
    expect(seen[1]!.afterChunk).toBe(1);
    expect(seen.map((s) => s.day)).toEqual(plan.days);
  });

  it("gives the same days whatever the chunking, down to one character at a time", () => {
    const text = JSON.stringify(plan);
    const whole = collect([text]).seen.map((s) => s.day);
    expect(whole).toEqual(plan.days);
    expect(collect([...text]).seen.map((s) => s.day)).toEqual(plan.days);
    for (const size of [2, 3, 7, 50]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(collect(chunks).seen.map((s) => s.day)).toEqual(plan.days);
    }
  });

  it("ignores arrays named days below the top level and strings that look like keys", () => {
    const text = JSON.stringify({ meta: { days: [{ day: 7 }] }, note: '"days": [{"day": 8}]', days: [{ day: 1 }] });
    expect(collect([text]).seen.map((s) => s.day)).toEqual([{ day: 1 }]);
  });

  it("reports nothing for an unfinished day, and nothing when there is no days array", () => {
    expect(collect(['{"days": [{"day": 1, "activities": [{"name": "Nij']).seen).toEqual([]);
    expect(collect(['{"summary_text": "x", "other": [{"day": 1}]}']).seen).toEqual([]);
    expect(collect(["Sure! Here is your plan: {"]).seen).toEqual([]);
  });

  it("keeps the whole text for the final parse", () => {
    const text = JSON.stringify(plan);
    expect(collect([text.slice(0, 10), text.slice(10)]).text).toBe(text);
  });

  it("tidies control characters a model slipped into one-line fields, keeping line breaks where the contract allows them", () => {
    const answer = {
      days: [
        {
          day: 1,
          activities: [
            { name: "Castle\u0007", opening_hours: "09:00-21:00\nclosed Mondays", highlight: "Views.\nSunset." },
          ],
        },
      ],
    };
    const { seen } = collect([JSON.stringify(answer)]);
    expect(seen[0]!.day).toEqual({
      day: 1,
      activities: [{ name: "Castle ", opening_hours: "09:00-21:00 closed Mondays", highlight: "Views.\nSunset." }],
    });
  });
});
