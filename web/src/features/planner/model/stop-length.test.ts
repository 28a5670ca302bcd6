import { describe, expect, it } from "vitest";
import { createFinalPlan, createTimedStop } from "../../../testing/data-generators";
import type { KeyedFinalActivity, KeyedFinalDay } from "./draft-edits";
import { closesBeforeEnd, lengthText, resizeFinalActivity, retimedByText, stopLength } from "./stop-length";

const stop = (id: string, start: string, end: string, extra: Partial<KeyedFinalActivity> = {}): KeyedFinalActivity =>
  createTimedStop({ id, name: `Stop ${id}`, time: `${start} - ${end}`, start_time: start, end_time: end, ...extra });

const day = (n: number, activities: KeyedFinalActivity[], dinner?: string): KeyedFinalDay => ({
  ...createFinalPlan([{ day: n, ...(dinner ? { dinner: { name: "Taberna", time: dinner } } : {}) }])[0]!,
  activities,
});

const lisbon = () => [
  day(
    1,
    [stop("a", "09:00", "10:30"), stop("b", "10:45", "12:00", { duration_minutes: 75 }), stop("c", "13:30", "17:00")],
    "19:30",
  ),
  day(2, [stop("d", "09:30", "11:00")]),
];

describe("a stop's length on the final plan", () => {
  it("makes a stop longer and moves every later stop of its day by as much, legs and breaks kept", () => {
    const days = lisbon();
    const next = resizeFinalActivity(days, "a", 15)!;
    const [a, b, c] = next[0]!.activities;
    expect([a, b, c].map((s) => s!.time)).toEqual(["09:00 - 10:45", "11:00 - 12:15", "13:45 - 17:15"]);
    expect([b!.start_time, b!.end_time, b!.duration_minutes]).toEqual(["11:00", "12:15", 75]);
    // Another day is untouched, and so is a dinner the day still reaches in time.
    expect(next[1]).toBe(days[1]);
    expect(next[0]!.dinner?.time).toBe("19:30");
  });

  it("makes a stop shorter, its start kept and the day after it earlier", () => {
    const days = lisbon();
    const next = resizeFinalActivity(days, "b", -30)!;
    expect(next[0]!.activities.map((s) => s.time)).toEqual(["09:00 - 10:30", "10:45 - 11:30", "13:00 - 16:30"]);
    expect(next[0]!.activities[1]!.duration_minutes).toBe(45);
    expect(next[0]!.activities[0]).toBe(days[0]!.activities[0]);
  });

  it("holds a visit between 15 minutes and 8 hours, and says nothing changed at a bound", () => {
    const short = [day(1, [stop("a", "09:00", "09:15")])];
    expect(resizeFinalActivity(short, "a", -15)).toBeNull();
    expect(resizeFinalActivity([day(1, [stop("a", "09:00", "09:20")])], "a", -15)![0]!.activities[0]!.time).toBe(
      "09:00 - 09:15",
    );
    const long = [day(1, [stop("a", "09:00", "17:00")])];
    expect(resizeFinalActivity(long, "a", 15)).toBeNull();
  });

  it("refuses a longer visit that would push the day's last stop past midnight", () => {
    const late = [day(1, [stop("a", "20:00", "21:00"), stop("b", "21:30", "23:50")])];
    expect(resizeFinalActivity(late, "a", 15)).toBeNull();
    expect(resizeFinalActivity(late, "a", 5)).not.toBeNull();
  });

  it("moves dinner after the day's last stop when the day now runs into it", () => {
    const days = [day(1, [stop("a", "15:00", "17:00"), stop("b", "17:30", "19:15")], "19:30")];
    const next = resizeFinalActivity(days, "a", 30)!;
    expect(next[0]!.activities[1]!.time).toBe("18:00 - 19:45");
    expect(next[0]!.dinner).toEqual({ name: "Taberna", time: "19:45" });
  });

  it("leaves a stop without a time slot, or one it does not know, alone", () => {
    const untimed = [day(1, [stop("a", "", "", { time: "Morning", start_time: undefined, end_time: undefined })])];
    expect(resizeFinalActivity(untimed, "a", 15)).toBeNull();
    expect(resizeFinalActivity(lisbon(), "nope", 15)).toBeNull();
    // A slot written only as text still counts.
    const written = [day(1, [stop("a", "", "", { time: "10:00–11:30", start_time: undefined, end_time: undefined })])];
    expect(stopLength(written[0]!.activities[0]!)).toBe(90);
    expect(resizeFinalActivity(written, "a", 15)![0]!.activities[0]!.time).toBe("10:00 - 11:45");
  });

  it("says the closing time a visit now runs past, and nothing for a window that runs past midnight", () => {
    const window = (open: string, close: string) => ({ opening_window: { open, close } });
    expect(closesBeforeEnd(stop("a", "16:30", "18:15", window("10:00", "18:00")))).toBe("18:00");
    expect(closesBeforeEnd(stop("a", "16:30", "18:00", window("10:00", "18:00")))).toBeNull();
    expect(closesBeforeEnd(stop("a", "22:00", "23:30", window("18:00", "02:00")))).toBeNull();
    expect(closesBeforeEnd(stop("a", "16:30", "19:00"))).toBeNull();
  });

  it("takes a time the traveller wrote as the stop's slot, or leaves the stop untimed", () => {
    const rewritten = retimedByText(stop("a", "09:00", "10:30", { duration_minutes: 90 }), "10:00 - 11:15");
    expect([rewritten.time, rewritten.start_time, rewritten.end_time, rewritten.duration_minutes]).toEqual([
      "10:00 - 11:15",
      "10:00",
      "11:15",
      75,
    ]);
    expect(stopLength(rewritten)).toBe(75);
    const loose = retimedByText(stop("a", "09:00", "10:30"), "Morning, after breakfast");
    expect([loose.time, loose.start_time, loose.end_time]).toEqual(["Morning, after breakfast", undefined, undefined]);
    expect(stopLength(loose)).toBeNull();
  });

  it("writes a length as a traveller reads it", () => {
    expect([45, 60, 90, 135].map(lengthText)).toEqual(["45 min", "1 h", "1 h 30 min", "2 h 15 min"]);
  });
});
