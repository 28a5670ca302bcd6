import { describe, expect, it } from "vitest";
import { progressFraction, progressLine } from "./job-stage";

describe("job stage wording", () => {
  it("names the stage in one calm line", () => {
    expect(progressLine("generate", null)).toBe("Waiting for a planner…");
    expect(progressLine("generate", { stage: "planning", daysDone: 2, daysTotal: 7 })).toBe("Planning day 3 of 7…");
    expect(progressLine("finalize", { stage: "planning", daysDone: 0, daysTotal: 3 })).toBe("Finalizing day 1 of 3…");
    expect(progressLine("generate", { stage: "planning", daysDone: 7, daysTotal: 7 })).toBe("Planning your days…");
    expect(progressLine("generate", { stage: "checking-places", daysDone: 7, daysTotal: 7 })).toBe("Checking places…");
    expect(progressLine("regenerate", { stage: "scheduling", daysDone: 7, daysTotal: 7 })).toBe(
      "Putting your days in order…",
    );
  });

  it("moves the bar forward through the stages", () => {
    const steps = [
      progressFraction(null),
      progressFraction({ stage: "queued", daysDone: 0, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 0, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 2, daysTotal: 4 }),
      progressFraction({ stage: "planning", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "checking-places", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "scheduling", daysDone: 4, daysTotal: 4 }),
      progressFraction({ stage: "done", daysDone: 4, daysTotal: 4 }),
    ];
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBe(1);
  });
});
