import { dateFormat } from "../../../lib/intl-formats";

/** "December 7, 2026": SPEC section 9, long US English dates. Null without a valid start date. */
export function dayDate(startDate: string | undefined | null, dayNumber: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate ?? "");
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + dayNumber - 1);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(date);
}
