import { useEffect, useState } from "react";

/** The day headings of the draft and the final plan (DayTabs' ids): "draft-day-2", "final-day-3". */
const DAY_HEADINGS = '[id^="final-day-"], [id^="draft-day-"]';
/** A day is the one in view once its heading has passed this share of the window's height. */
const READING_LINE = 0.4;

/**
 * The day the traveller is reading: the last day heading above the reading line; null above the first
 * day (the map, the summary) or on a page without days.
 */
export function dayInView(root: ParentNode = document, height = window.innerHeight): number | null {
  let day: number | null = null;
  for (const heading of root.querySelectorAll<HTMLElement>(DAY_HEADINGS)) {
    const number = Number(/-(\d+)$/.exec(heading.id)?.[1]);
    if (!Number.isInteger(number)) continue;
    if (heading.getBoundingClientRect().top > height * READING_LINE) break;
    day = number;
  }
  return day;
}

/** dayInView, kept up to date as the traveller scrolls or the plan changes under them. */
export function useDayInView(): number | null {
  const [day, setDay] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setDay(dayInView()));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // A plan that arrives or changes moves the headings without a scroll.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, []);
  return day;
}
