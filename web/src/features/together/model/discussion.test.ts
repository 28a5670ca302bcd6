import { type TripComment } from "@itinerary/contract/trip-comments";
import { describe, expect, it } from "vitest";
import {
  canDelete,
  canResolve,
  commentsShown,
  formatScore,
  nextVote,
  openCount,
  readComments,
  readVotes,
  stopTally,
  tripStops,
} from "./discussion";

const comment = (overrides: Partial<TripComment> & { id: string }): TripComment => ({
  text: "A thought",
  day: null,
  stop_key: null,
  stop_name: null,
  author_uid: "ana",
  author_name: "Ana",
  created_at_ms: 1,
  resolved: false,
  resolved_by: null,
  resolved_by_name: null,
  ...overrides,
});

const data = ({ id, ...rest }: TripComment) => ({ id, data: rest });

describe("a trip's discussion", () => {
  it("reads comments oldest first and leaves out documents that are not comments", () => {
    const later = comment({ id: "b", created_at_ms: 20 });
    const earlier = comment({ id: "a", created_at_ms: 10 });
    const read = readComments([data(later), { id: "x", data: { text: 5 } }, data(earlier)]);
    expect(read.map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("tallies a stop: its score, the traveller's vote, and the comments on that stop on that day", () => {
    const votes = readVotes([
      { data: { stop_key: "nijo castle", votes: { ana: 1, ben: 1, cai: -1 } } },
      { data: { stop_key: "broken", votes: { ana: 5 } } },
    ]);
    expect([...votes.keys()]).toEqual(["nijo castle"]);
    const comments = [
      comment({ id: "1", day: 1, stop_key: "nijo castle" }),
      comment({ id: "2", day: 2, stop_key: "nijo castle" }),
      comment({ id: "3" }),
    ];
    const discussion = { comments, votes };
    expect(stopTally(discussion, { day: 1, key: "nijo castle" }, "cai")).toEqual({ score: 1, myVote: -1, comments: 1 });
    expect(stopTally(discussion, { day: 1, key: "gion" }, "ana")).toEqual({ score: 0, myVote: 0, comments: 0 });
    expect(commentsShown(comments, { day: 2, key: "nijo castle", name: "Nijo Castle" }).map((c) => c.id)).toEqual([
      "2",
    ]);
    expect(commentsShown(comments, null)).toHaveLength(3);
  });

  it("counts open comments, and says who may resolve and delete", () => {
    expect(openCount([comment({ id: "1" }), comment({ id: "2", resolved: true })])).toBe(1);
    expect([canResolve("owner"), canResolve("editor"), canResolve("viewer")]).toEqual([true, true, false]);
    expect(canDelete(comment({ id: "1", author_uid: "ana" }), "ana")).toBe(true);
    expect(canDelete(comment({ id: "1", author_uid: "ana" }), "ben")).toBe(false);
  });

  it("takes a vote back when the same button is pressed again", () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
    expect([formatScore(2), formatScore(0), formatScore(-1)]).toEqual(["+2", "0", "-1"]);
  });

  it("lists the trip's stops with their keys, in order", () => {
    const stops = tripStops([
      {
        day: 1,
        activities: [
          { name: " Nijo Castle ", place_id: "" },
          { name: "Gion", place_id: "ChIJgion" },
        ],
      },
      { day: 2, activities: [{ name: "Fushimi Inari" }] },
    ] as never);
    expect(stops).toEqual([
      { day: 1, key: "nijo castle", name: " Nijo Castle " },
      { day: 1, key: "ChIJgion", name: "Gion" },
      { day: 2, key: "fushimi inari", name: "Fushimi Inari" },
    ]);
  });
});
