import { describe, expect, it } from "vitest";
import {
  finalRuleViolations,
  ModelDraft,
  ModelFinal,
  ModelRevision,
  planRuleViolations,
  responseJsonSchema,
  revisionRuleViolations,
} from "./schema.ts";

const place = (name: string) => ({
  name,
  latitude: 35.01,
  longitude: 135.76,
  transport: "Walk",
  highlight: "Worth it.",
  opening_hours: "09:00–17:00",
  entry_fee: "$5",
});
const day = (n: number, count: number) => ({
  day: n,
  activities: Array.from({ length: count }, (_, i) => place(`Stop ${n}.${i}`)),
});

describe("model answer schemas", () => {
  it("a draft needs activities on every day; a revision and a final plan may have an empty day", () => {
    expect(ModelDraft.safeParse({ days: [day(1, 2), day(2, 0)] }).success).toBe(false);
    const revision = ModelRevision.parse({ days: [day(1, 2), day(2, 0)] });
    expect(revision.off_pace_days).toEqual([]);
    const final = ModelFinal.safeParse({
      days: [
        { ...day(1, 1), accommodation_suggestion: "Hotel near Kyoto Station", estimated_daily_cost_usd: 150 },
        {
          day: 2,
          activities: [],
          accommodation_suggestion: "Hotel near Kyoto Station",
          estimated_daily_cost: "$90",
          estimated_daily_cost_usd: 90,
        },
      ],
      summary_text: "One busy day and one free day.",
    });
    expect(final.success).toBe(true);
  });

  it("tells the model about off_pace_days and keeps the draft's minimum in its JSON schema", () => {
    const revision = responseJsonSchema(ModelRevision) as { properties: Record<string, any> };
    expect(revision.properties.off_pace_days).toMatchObject({
      type: "array",
      description: expect.stringMatching(/lighter, busier or free/),
    });
    expect(revision.properties.days.items.properties.activities.minItems).toBeUndefined();
    const draft = responseJsonSchema(ModelDraft) as { properties: Record<string, any> };
    expect(draft.properties.days.items.properties.activities.minItems).toBe(1);
    const final = responseJsonSchema(ModelFinal) as { properties: Record<string, any> };
    expect(final.properties.days.items.properties.activities.minItems).toBeUndefined();
  });
});

describe("planRuleViolations (draft)", () => {
  it("still rejects an empty day against the pace", () => {
    expect(planRuleViolations([day(1, 2), day(2, 0)], { dayCount: 2, pace: "Chill" })).toEqual([
      "days[1].activities: pace Relaxed needs 2 to 3 activities, got 0",
    ]);
  });
});

describe("finalRuleViolations", () => {
  const draft = [day(1, 3), day(2, 0)];

  it("accepts a draft's empty day kept as a free day", () => {
    expect(finalRuleViolations([day(1, 3), day(2, 0)], draft)).toEqual([]);
  });

  it("names a free day the model filled and a day whose stops changed in number", () => {
    expect(finalRuleViolations([day(1, 2), day(2, 2)], draft)).toEqual([
      "days[0].activities: keep the draft's 3 activities, got 2",
      "days[1].activities: day 2 is a free day in the draft, keep its activities empty, got 2",
    ]);
  });

  it("checks the day count and numbering", () => {
    expect(finalRuleViolations([day(2, 3)], draft)).toEqual([
      "days: expected exactly 2 days, got 1",
      "days[0].day: expected 1, got 2",
    ]);
  });
});

describe("revisionRuleViolations", () => {
  const current = [day(1, 3), day(2, 0)];

  it("accepts an empty day filled within the pace", () => {
    expect(revisionRuleViolations([day(1, 3), day(2, 2)], current, { pace: "Chill", offPaceDays: [] })).toEqual([]);
  });

  it("accepts an empty day left as it was (filling it is asked for, not required)", () => {
    expect(revisionRuleViolations([day(1, 3), day(2, 0)], current, { pace: "Chill", offPaceDays: [] })).toEqual([]);
  });

  it("enforces the pace on a day whose count changed", () => {
    expect(revisionRuleViolations([day(1, 6), day(2, 1)], current, { pace: "Chill", offPaceDays: [] })).toEqual([
      "days[0].activities: at most 3 activities a day, got 6 (the most the pace allows, even for a busier day)",
      "days[1].activities: pace Relaxed needs 2 to 3 activities, got 1 (list day 2 in off_pace_days only if the traveller explicitly asked for a lighter, busier or free day)",
    ]);
  });

  it("lets a day the traveller asked to make lighter, busier or free leave the pace", () => {
    expect(revisionRuleViolations([day(1, 1), day(2, 0)], current, { pace: "Chill", offPaceDays: [1] })).toEqual([]);
    expect(revisionRuleViolations([day(1, 0), day(2, 2)], current, { pace: "Chill", offPaceDays: [1, 2] })).toEqual([]);
  });

  it("never lets a day past the pace's maximum, even one declared busier", () => {
    expect(revisionRuleViolations([day(1, 3), day(2, 5)], current, { pace: "Chill", offPaceDays: [2] })).toEqual([
      "days[1].activities: at most 3 activities a day, got 5 (the most the pace allows, even for a busier day)",
    ]);
    expect(revisionRuleViolations([day(1, 9), day(2, 0)], current, { offPaceDays: [1] })).toEqual([
      "days[0].activities: at most 8 activities a day, got 9 (the most the pace allows, even for a busier day)",
    ]);
  });

  it("keeps a count the traveller set by hand, even off pace", () => {
    expect(
      revisionRuleViolations([day(1, 1), day(2, 4)], [day(1, 1), day(2, 5)], { pace: "Balanced", offPaceDays: [] }),
    ).toEqual([]);
  });

  it("without a pace, only refuses a day emptied without being asked", () => {
    expect(revisionRuleViolations([day(1, 0), day(2, 7)], current, { offPaceDays: [] })).toEqual([
      "days[0].activities: a day needs at least 1 activity, got 0 (list day 1 in off_pace_days only if the traveller explicitly asked for a lighter, busier or free day)",
    ]);
    expect(revisionRuleViolations([day(1, 0), day(2, 7)], current, { offPaceDays: [1] })).toEqual([]);
  });

  it("checks the day count against the current itinerary", () => {
    expect(revisionRuleViolations([day(1, 3)], current, { pace: "Chill", offPaceDays: [] })).toEqual([
      "days: expected exactly 2 days, got 1",
    ]);
  });
});
