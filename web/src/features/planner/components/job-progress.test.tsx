// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  createFinalPlan,
  createPlannerJob,
  createStop,
  createTimedStop,
  createTrip,
} from "../../../testing/data-generators";
import type { PlannerJob } from "../model/plan-job";
import { JobProgress } from "./job-progress";

const preferences = createTrip({ startDate: "2026-12-01", numberOfDays: 3 });
const stop = (name: string) => createStop({ name, transport: "Walk" });
const job = (patch: Partial<PlannerJob>) => createPlannerJob({ preferences, ...patch });

afterEach(cleanup);

describe("JobProgress", () => {
  it("says the request is on its way before the server has it", () => {
    render(<JobProgress job={job({ phase: "sending" })} startDate="2026-12-01" />);
    expect(screen.getByRole("heading", { name: "Planning your trip" })).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("Sending your request…");
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toBe("Queued");
  });

  it("names the stage and shows the finished days read-only, in order", () => {
    const days = [
      { day: 1, activities: [stop("Belém Tower"), stop("Jerónimos Monastery")] },
      { day: 2, activities: [stop("<b>Alfama</b>")] },
    ];
    render(
      <JobProgress
        job={job({ progress: { stage: "planning", daysDone: 2, daysTotal: 3 }, days })}
        startDate="2026-12-01"
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Planning day 3 of 3…");
    expect(screen.getByRole("listitem", { current: "step" }).textContent).toBe("Planning");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("55");
    const arrived = screen.getAllByRole("article");
    expect(arrived.map((day) => day.getAttribute("aria-label"))).toEqual(["Day 1", "Day 2"]);
    expect(
      within(arrived[0]!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Belém Tower", "Jerónimos Monastery"]);
    // A stop's name is text, never markup; nothing in a day can be clicked or edited yet.
    expect(within(arrived[1]!).getByText("<b>Alfama</b>")).toBeVisible();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
  });

  it("shows a finalize job's days with their times", () => {
    const days = createFinalPlan([
      { activities: [createTimedStop({ ...stop("Belém Tower"), time: "09:00 - 10:30" })] },
    ]);
    render(
      <JobProgress
        job={job({ request: "finalize", progress: { stage: "scheduling", daysDone: 1, daysTotal: 1 }, days })}
        startDate={undefined}
      />,
    );
    expect(screen.getByRole("heading", { name: "Finalizing your plan" })).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("Putting your days in order…");
    expect(screen.getByRole("article", { name: "Day 1" }).textContent).toContain("09:00 - 10:30Belém Tower");
  });
});
