const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at `instant`, expressed as if it were UTC (milliseconds). */
function wallClockAt(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAt(timeZone, whole) - whole;
}

/** True for an IANA zone name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which clocks in `timeZone` read `time` (HH:MM) on `date` (YYYY-MM-DD), daylight saving
 * included. The offsets a day either side bracket any one transition: on a repeated hour the earlier
 * instant wins, and a time skipped by a spring-forward counts with the offset from before it (02:30 that
 * never happens becomes 03:30), as calendar apps and Temporal's "compatible" choice do.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(timeZone, wall - 24 * HOUR_MS);
  const after = offsetAt(timeZone, wall + 24 * HOUR_MS);
  const candidates = [...new Set([wall - before, wall - after])]
    .filter((instant) => wallClockAt(timeZone, instant) === wall)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before);
}
