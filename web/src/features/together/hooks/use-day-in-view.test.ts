// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { dayInView } from "./use-day-in-view";

/** Day headings at these distances from the top of an 800 px window. */
function page(tops: Record<string, number>) {
  document.body.innerHTML = Object.keys(tops)
    .map((id) => `<h2 id="${id}">${id}</h2>`)
    .join("");
  for (const [id, top] of Object.entries(tops))
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("dayInView", () => {
  it("is the last day whose heading passed the reading line, and none above the first day", () => {
    page({ "final-day-1": -900, "final-day-2": 200, "final-day-3": 700 });
    expect(dayInView(document, 800)).toBe(2);
    page({ "final-day-1": 500, "final-day-2": 1400 });
    expect(dayInView(document, 800)).toBeNull();
    page({ "draft-day-1": -2000, "draft-day-2": -900 });
    expect(dayInView(document, 800)).toBe(2);
    page({ "final-day-summary": 0 });
    expect(dayInView(document, 800)).toBeNull();
  });
});
