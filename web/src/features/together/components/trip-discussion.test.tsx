// @vitest-environment jsdom
import { TRIP_COMMENT_MAX, type TripComment, type TripStopVotes } from "@itinerary/contract/trip-comments";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstViewDrawn, resetFirstView } from "../../../lib/first-view";
import { StopExtras } from "../../../components/ui/stop-extras";
import { createSavedItinerary } from "../../../testing/data-generators";
import type { Discussion } from "../model/discussion";
import { TripDiscussion } from "./trip-discussion";

const api = vi.hoisted(() => ({
  addTripComment: vi.fn(),
  resolveTripComment: vi.fn(),
  deleteTripComment: vi.fn(),
  voteTripStop: vi.fn(),
}));
vi.mock("../api/trip-comments", () => api);
// The live listener stands in for Firestore: a test pushes what members would read.
const live = vi.hoisted(() => ({ push: null as ((change: Partial<Discussion>) => void) | null }));
vi.mock("./discussion-follower", () => ({
  DiscussionFollower: ({ onChange }: { onChange: (change: Partial<Discussion>) => void }) => {
    live.push = onChange;
    return null;
  },
}));
vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

const PLAN = { ...createSavedItinerary({ id: "trip-1" }), role: "viewer" as const, owner_uid: "owner" };
// Day 1 of the generated plan: "Morning walk 1" then "Museum 1"; stops without Places ids.
const MUSEUM = "museum 1";

const comment = (overrides: Partial<TripComment> & { id: string }): TripComment => ({
  text: "A thought",
  day: null,
  stop_key: null,
  stop_name: null,
  author_uid: "owner",
  author_name: "Olga",
  created_at_ms: Date.UTC(2026, 10, 20, 9),
  resolved: false,
  resolved_by: null,
  resolved_by_name: null,
  ...overrides,
});

function renderTrip(role: "owner" | "editor" | "viewer" = "viewer", uid = "me") {
  render(
    <>
      <TripDiscussion plan={{ ...PLAN, role }} uid={uid}>
        <ol>
          <li>
            Museum 1
            <StopExtras day={1} name="Museum 1" />
          </li>
          <li>
            Morning walk 2
            <StopExtras day={2} name="Morning walk 2" />
          </li>
          <li>
            A stop added to the draft, not saved yet
            <StopExtras day={1} name="Tile museum" />
          </li>
        </ol>
      </TripDiscussion>
      <Toaster />
    </>,
  );
}

async function push(change: Partial<Discussion>) {
  await vi.waitFor(() => expect(live.push).not.toBeNull());
  act(() => live.push!(change));
}

const votesOf = (list: TripStopVotes[]) => new Map(list.map((entry) => [entry.stop_key, entry]));

beforeEach(() => {
  // The page's first view is complete (jsdom draws no map tiles), so its live parts start.
  firstViewDrawn();
  api.voteTripStop.mockResolvedValue({});
  api.addTripComment.mockImplementation(async () => comment({ id: "new" }));
  api.resolveTripComment.mockResolvedValue(comment({ id: "c1" }));
  api.deleteTripComment.mockResolvedValue({ id: "c1", deleted: true });
});
afterEach(() => {
  resetFirstView();
  toast.dismiss();
  cleanup();
  live.push = null;
  vi.clearAllMocks();
});

describe("votes and comments beside each stop", () => {
  it("shows each stop's live score and comment count, and presses the traveller's own vote", async () => {
    renderTrip();
    const up = screen.getByRole("button", { name: "Vote Museum 1 up" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    await push({
      votes: votesOf([{ stop_key: MUSEUM, votes: { me: 1, owner: 1, ed: -1 } }]),
      comments: [
        comment({ id: "c1", day: 1, stop_key: MUSEUM, stop_name: "Museum 1" }),
        comment({ id: "c2", day: 1, stop_key: MUSEUM, stop_name: "Museum 1", resolved: true }),
        comment({ id: "c3" }),
      ],
    });
    const museum = screen.getByRole("group", { name: "Votes: Museum 1" });
    expect(museum.textContent).toContain("+1");
    expect(up.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Vote Museum 1 down" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "2 comments on Museum 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Comment on Morning walk 2" })).toBeTruthy();
    // Nothing to vote on or discuss before the stop is saved: the server knows only the saved trip.
    expect(screen.queryByRole("group", { name: "Votes: Tile museum" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Tile museum/ })).toBeNull();
    expect(screen.getByRole("group", { name: "Votes: Morning walk 2" }).textContent).toContain("0");
    // The page's button counts what is still open.
    expect(screen.getByRole("button", { name: "Comments (2)" })).toBeTruthy();
  });

  it("sends a vote, and takes it back when the pressed button is pressed again", async () => {
    renderTrip();
    await push({ votes: votesOf([{ stop_key: MUSEUM, votes: { me: -1 } }]) });
    fireEvent.click(screen.getByRole("button", { name: "Vote Museum 1 up" }));
    await vi.waitFor(() => expect(api.voteTripStop).toHaveBeenCalledWith("trip-1", MUSEUM, 1));
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Vote Museum 1 down" }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: "Vote Museum 1 down" }));
    await vi.waitFor(() => expect(api.voteTripStop).toHaveBeenLastCalledWith("trip-1", MUSEUM, 0));
  });

  it("tells the traveller when a vote was refused, in the server's words", async () => {
    const { ApiRequestError } = await import("../../../lib/api-client");
    api.voteTripStop.mockRejectedValueOnce(new ApiRequestError(404, "Could not find the requested plan."));
    renderTrip();
    fireEvent.click(screen.getByRole("button", { name: "Vote Museum 1 up" }));
    expect(await screen.findByText("Could not find the requested plan.")).toBeTruthy();
  });
});

describe("the Comments panel", () => {
  it("lists a stop's comments as plain text and posts a new one about that stop", async () => {
    renderTrip("viewer");
    await push({
      comments: [
        comment({ id: "c1", day: 1, stop_key: MUSEUM, stop_name: "Museum 1", text: "<b>bold</b> & <img src=x>" }),
        comment({ id: "c2", text: "On the whole trip" }),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "1 comment on Museum 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Comments on Museum 1" });
    const items = within(dialog).getAllByTestId("trip-comment");
    expect(items).toHaveLength(1);
    // Escaped: the text reads as typed, and makes no element.
    expect(items[0]!.querySelector(".comment-text")!.textContent).toBe("<b>bold</b> & <img src=x>");
    expect(dialog.querySelector("b, img")).toBeNull();
    // A viewer neither resolves nor deletes someone else's comment.
    expect(within(dialog).queryByRole("button", { name: "Resolve" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText("Your comment"), { target: { value: "Open on Mondays?" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post comment" }));
    await vi.waitFor(() =>
      expect(api.addTripComment).toHaveBeenCalledWith("trip-1", { text: "Open on Mondays?", day: 1, stop_key: MUSEUM }),
    );
    await vi.waitFor(() =>
      expect((within(dialog).getByLabelText("Your comment") as HTMLTextAreaElement).value).toBe(""),
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Show all comments" }));
    const all = await screen.findByRole("dialog", { name: "Comments" });
    expect(
      within(all)
        .getAllByTestId("trip-comment")
        .map((item) => item.querySelector(".comment-about")?.textContent),
    ).toEqual(["Day 1 · Museum 1", "The whole trip"]);
  });

  it("lets an editor resolve and reopen, and an author delete their own", async () => {
    renderTrip("editor", "me");
    await push({
      comments: [
        comment({ id: "c1", author_uid: "me", author_name: "Me" }),
        comment({ id: "c2", resolved: true, resolved_by: "owner", resolved_by_name: "Olga" }),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Comments (1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Comments" });
    const [mine, resolved] = within(dialog).getAllByTestId("trip-comment");
    expect(mine!.textContent).toContain("Me (you)");
    expect(resolved!.textContent).toContain("Resolved by Olga");
    expect(within(resolved!).queryByRole("button", { name: "Delete" })).toBeNull();

    fireEvent.click(within(mine!).getByRole("button", { name: "Resolve" }));
    await vi.waitFor(() => expect(api.resolveTripComment).toHaveBeenCalledWith("trip-1", "c1", true));
    fireEvent.click(within(resolved!).getByRole("button", { name: "Reopen" }));
    await vi.waitFor(() => expect(api.resolveTripComment).toHaveBeenCalledWith("trip-1", "c2", false));
    const remove = within(mine!).getByRole("button", { name: "Delete" });
    await vi.waitFor(() => expect(remove.hasAttribute("disabled")).toBe(false));
    fireEvent.click(remove);
    await vi.waitFor(() => expect(api.deleteTripComment).toHaveBeenCalledWith("trip-1", "c1"));
  });

  it("posts about the stop chosen, and will not post an empty comment or one over 2,000 characters", async () => {
    renderTrip("owner", "owner");
    await push({ comments: [] });
    fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    const dialog = await screen.findByRole("dialog", { name: "Comments" });
    expect(within(dialog).getByText("No comments yet. Start the conversation.")).toBeTruthy();
    const post = within(dialog).getByRole("button", { name: "Post comment" });
    const text = within(dialog).getByLabelText("Your comment");
    expect(post.hasAttribute("disabled")).toBe(true);
    fireEvent.change(text, { target: { value: "   " } });
    expect(post.hasAttribute("disabled")).toBe(true);
    fireEvent.change(text, { target: { value: "x".repeat(TRIP_COMMENT_MAX + 1) } });
    expect(post.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByText("2,001 of 2,000 characters: shorten it a little.")).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(dialog).getByLabelText("About"), { target: { value: `2\u0000morning walk 2` } });
    fireEvent.change(text, { target: { value: "Earlier start?" } });
    expect(within(dialog).getByText("1,986 characters left")).toBeTruthy();
    fireEvent.click(post);
    await vi.waitFor(() =>
      expect(api.addTripComment).toHaveBeenCalledWith("trip-1", {
        text: "Earlier start?",
        day: 2,
        stop_key: "morning walk 2",
      }),
    );
  });
});
