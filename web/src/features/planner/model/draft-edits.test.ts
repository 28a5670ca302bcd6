import { describe, expect, it } from "vitest";
import { createFinalPlan, createStop, createTimedStop } from "../../../testing/data-generators";
import {
  addActivityToDay,
  deleteActivity,
  draftFromPlan,
  keyDraft,
  keyPlan,
  moveActivity,
  moveActivityToDay,
  shiftActivity,
  type KeyedDay,
} from "./draft-edits";

const stop = (name: string, id = name) => createStop({ id, name });
const draft = (): KeyedDay[] => [
  { day: 1, activities: [stop("A"), stop("B"), stop("C")] },
  { day: 2, activities: [stop("D")] },
  { day: 3, activities: [stop("E"), stop("F")] },
];
const names = (days: KeyedDay[]) => days.map((day) => `${day.day}:${day.activities.map((a) => a.name).join("")}`);

describe("draft edits (SPEC section 4)", () => {
  it("deleting the last activity of a day removes the day and renumbers from 1", () => {
    expect(names(deleteActivity(draft(), "D"))).toEqual(["1:ABC", "2:EF"]);
  });

  it("deleting one of several keeps the day", () => {
    expect(names(deleteActivity(draft(), "B"))).toEqual(["1:AC", "2:D", "3:EF"]);
  });

  it("moves up and down swap with the neighbour", () => {
    expect(names(shiftActivity(draft(), "B", -1))).toEqual(["1:BAC", "2:D", "3:EF"]);
    expect(names(shiftActivity(draft(), "B", 1))).toEqual(["1:ACB", "2:D", "3:EF"]);
  });

  it("moves a stop to another day, at the end or where it was dropped", () => {
    expect(names(moveActivityToDay(draft(), "B", 3, 5))).toEqual(["1:AC", "2:D", "3:EFB"]);
    expect(names(moveActivityToDay(draft(), "B", 3, 5, 0))).toEqual(["1:AC", "2:D", "3:BEF"]);
    expect(names(moveActivityToDay(draft(), "F", 1, 5, 1))).toEqual(["1:AFBC", "2:D", "3:E"]);
    // An index past the end is the end.
    expect(names(moveActivityToDay(draft(), "A", 2, 5, 9))).toEqual(["1:BC", "2:DA", "3:EF"]);
  });

  it("adds a place of the traveller's own at a day's end, with an id of its own, unless the day is full or has it", () => {
    const days = draft();
    const added = addActivityToDay(days, 2, { ...createStop({ name: "G" }), id: undefined } as never, 5);
    expect(names(added)).toEqual(["1:ABC", "2:DG", "3:EF"]);
    const g = added[1]!.activities[1]!;
    expect(g.id).toMatch(/^a-/);
    expect(new Set(added.flatMap((day) => day.activities.map((a) => a.id))).size).toBe(7);
    expect(addActivityToDay(days, 3, createStop({ name: "G" }), 2)).toBe(days);
    // Case and spacing aside, a second visit to the same place is not added.
    expect(addActivityToDay(days, 2, createStop({ name: " b " }), 5)).toBe(days);
    expect(addActivityToDay(days, 9, createStop({ name: "G" }), 5)).toBe(days);
  });

  it("keeps a day's only stop, a full day full, and a stop already there where it is", () => {
    const days = draft();
    expect(moveActivityToDay(days, "D", 1, 5)).toBe(days);
    expect(moveActivityToDay(days, "A", 3, 2)).toBe(days);
    expect(moveActivityToDay(days, "A", 1, 5)).toBe(days);
    expect(moveActivityToDay(days, "A", 7, 5)).toBe(days);
    expect(moveActivityToDay(days, "nope", 2, 5)).toBe(days);
  });

  it("never moves across days: the first cannot go up, the last cannot go down", () => {
    const days = draft();
    expect(shiftActivity(days, "A", -1)).toEqual(days);
    expect(shiftActivity(days, "C", 1)).toEqual(days);
    expect(shiftActivity(days, "E", -1)).toEqual(days);
  });

  it("drag moves to any position within the day", () => {
    expect(names(moveActivity(draft(), "A", 2))).toEqual(["1:BCA", "2:D", "3:EF"]);
    expect(names(moveActivity(draft(), "C", 0))).toEqual(["1:CAB", "2:D", "3:EF"]);
    expect(moveActivity(draft(), "A", 5)).toEqual(draft());
  });

  it("gives every activity an id, keeps the server's and re-keys repeats", () => {
    const keyed = keyDraft([
      {
        day: 1,
        activities: [
          { ...stop("A"), id: "x" },
          { ...stop("B"), id: "x" },
          { ...stop("C"), id: undefined },
        ],
      },
    ]);
    const ids = keyed[0]!.activities.map((a) => a.id);
    expect(ids[0]).toBe("x");
    expect(new Set(ids).size).toBe(3);
  });

  it("turns a final plan back into a draft without its times", () => {
    const plan = keyPlan(
      createFinalPlan([
        { activities: [createTimedStop({ ...stop("A"), time: "09:00 - 10:00", start_time: "09:00" })] },
      ]),
    );
    const back = draftFromPlan(plan);
    expect(back[0]!.activities[0]).not.toHaveProperty("time");
    expect(back[0]!.activities[0]).not.toHaveProperty("start_time");
    expect(back[0]!.activities[0]!.name).toBe("A");
  });

  it("keeps a day's own start and declined places through edits, and records a deleted stop as declined", () => {
    const days: KeyedDay[] = [
      { day: 1, day_start: "10:30", activities: [stop("A"), stop("B")] },
      { day: 2, declined: ["Louvre Museum"], activities: [stop("D")] },
      { day: 3, activities: [stop("E"), stop("F")] },
    ];
    const moved = moveActivity(days, "B", 0);
    expect(moved[0]!.day_start).toBe("10:30");
    const deleted = deleteActivity(moved, "A");
    expect(deleted[0]).toMatchObject({ day: 1, day_start: "10:30", declined: ["A"] });
    // Day 2 goes with its last stop; what was declined there passes to day 1, and day 3 becomes day 2.
    const emptied = deleteActivity(deleted, "D");
    expect(emptied.map((day) => [day.day, day.declined ?? []])).toEqual([
      [1, ["A", "Louvre Museum", "D"]],
      [2, []],
    ]);
    const back = draftFromPlan(
      keyPlan(
        createFinalPlan([
          {
            day_start: "10:30",
            declined: ["A"],
            activities: [createTimedStop({ ...stop("B"), time: "10:30 - 11:30" })],
          },
        ]),
      ),
    );
    expect(back[0]).toMatchObject({ day: 1, day_start: "10:30", declined: ["A"] });
  });
});
