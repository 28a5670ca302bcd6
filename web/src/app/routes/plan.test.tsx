// @vitest-environment jsdom
import type { SavedItinerary } from "@itinerary/contract";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstViewDrawn, resetFirstView } from "../../lib/first-view";
import { ApiRequestError } from "../../lib/api-client";
import { createSavedItinerary } from "../../testing/data-generators";
import { PlanRoute } from "./plan";
import { deferred } from "../../testing/deferred";
import { toastOf } from "../../testing/toasts";

const api = vi.hoisted(() => ({ getItinerary: vi.fn(), exportGpx: vi.fn(), saveFile: vi.fn() }));
vi.mock("../../features/saved/api/get-itinerary", () => ({ getItinerary: api.getItinerary }));
vi.mock("../../features/plan-files/api/plan-files", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  exportGpx: api.exportGpx,
}));
vi.mock("../../lib/save-file", () => ({ saveFile: api.saveFile }));
// Following companions' saves needs Firestore; these tests are about one traveller's page.
vi.mock("../../features/together/components/trip-live-follower", () => ({ TripLiveFollower: () => null }));
// Presence needs Firestore too.
vi.mock("../../features/together/components/trip-presence", () => ({ default: () => null }));
// So do shared costs.
vi.mock("../../features/together/components/trip-costs", () => ({ TripCosts: () => null }));
// The trip's comments and votes: a stand-in that hands the page what members would read live.
vi.mock("../../features/together/components/discussion-follower", () => ({
  DiscussionFollower: ({ onChange }: { onChange: (change: object) => void }) => {
    useEffect(() => {
      onChange({ votes: new Map([["museum 1", { stop_key: "museum 1", votes: { u1: 1, u2: 1 } }]]) });
    }, [onChange]);
    return null;
  },
}));
vi.mock("../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));
vi.mock("../../features/auth/components/auth-provider", () => ({ useAuth: () => ({ user: { uid: "u1" } }) }));
vi.mock("../../features/profile/components/profile-provider", () => ({
  useProfile: () => ({ setTokens: () => undefined }),
}));

const LISBON = createSavedItinerary({
  id: "lisbon-1",
  destination: "Lisbon",
  savedAt: "2026-11-23T12:00:00Z",
  startDate: "2026-12-30",
  days: 3,
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/plan/:itineraryId" element={<PlanRoute />} />
        <Route path="/saved" element={<h1>Saved list</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The page's first view is complete (jsdom draws no map tiles), so its live parts start.
  firstViewDrawn();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  resetFirstView();
  toast.dismiss();
  cleanup();
  api.getItinerary.mockReset();
  api.exportGpx.mockReset();
  api.saveFile.mockReset();
  vi.restoreAllMocks();
});

describe("/plan/{itineraryId}", () => {
  it("says it is loading the trip, then shows it in display mode, marked saved", async () => {
    const pending = deferred<SavedItinerary>();
    api.getItinerary.mockReturnValueOnce(pending.promise);
    renderAt("/plan/lisbon-1");
    expect(screen.getByRole("status").textContent).toBe("Loading your trip...");
    expect(api.getItinerary).toHaveBeenCalledWith("lisbon-1", expect.any(AbortSignal));

    await act(async () => pending.resolve(LISBON));
    // The final plan and its actions load on first use (a lazy chunk: slow to transform on a busy machine).
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your Final Detailed Plan" }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText("3 unhurried days in Lisbon.")).toBeVisible();
    // Already saved: the button says so and is disabled until something changes (SPEC section 4).
    const save = (await screen.findByRole("button", { name: "Saved!" }, { timeout: 15_000 })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Share" })).toBeVisible();
    const days = screen.getAllByRole("heading", { level: 2, name: /^Day \d/ });
    expect(days.map((h) => h.textContent)).toEqual([
      "Day 1Wednesday, December 30, 2026",
      "Day 2Thursday, December 31, 2026",
      "Day 3Friday, January 1, 2027",
    ]);
    const day1 = days[0]!.closest("section")!;
    expect(within(day1).getByRole("button", { name: "Edit Name of Morning walk 1: Morning walk 1" })).toBeVisible();
    expect(within(day1).getByText("09:00 - 10:30")).toBeVisible();
    expect(within(day1).getByText("Tram 28")).toBeVisible();
    expect(within(day1).getByText("A guesthouse near the old town")).toBeVisible();
    expect(screen.queryByText("Loading your trip...")).toBeNull();
  }, 30_000);

  it("shows the plan as the trip arrives, with no waiting state in between (React would hold it back 300 ms)", async () => {
    const pending = deferred<SavedItinerary>();
    api.getItinerary.mockReturnValueOnce(pending.promise);
    renderAt("/plan/lisbon-1");
    // Whatever the page showed between the trip's arrival and its plan.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[role="status"]')?.textContent;
      if (status) seen.push(status);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await act(async () => pending.resolve(LISBON));
    observer.disconnect();
    // In the same commit: no fallback, so no retry for React to throttle.
    expect(screen.getByRole("heading", { level: 1, name: "Your Final Detailed Plan" })).toBeVisible();
    expect(seen.filter((status) => status !== "Loading your trip...")).toEqual([]);
  });

  it("credits Google Maps beside each stop whose facts came from Places, since the keyless map is no Google map", async () => {
    const plan = structuredClone(LISBON);
    Object.assign(plan.itinerary[0]!.activities[1]!, {
      place_id: "ChIJ-museum",
      source: "places",
      address: "Rua da Museu 1, Lisboa",
      places_fetched_at: "2026-11-20T10:00:00.000Z",
    });
    api.getItinerary.mockResolvedValueOnce(plan);
    renderAt("/plan/lisbon-1");
    const cards = await screen.findAllByTestId("final-activity", {}, { timeout: 15_000 });
    expect(cards.map((card) => within(card).queryByText("Google Maps") !== null)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(within(cards[1]!).getByText("Google Maps").closest("p")!.textContent).toBe("Place details from Google Maps");
  }, 30_000);

  it("shows every stop's votes and comments, to a viewer and to the owner alike", async () => {
    for (const role of ["viewer", "owner"] as const) {
      api.getItinerary.mockResolvedValueOnce({ ...LISBON, role, owner_uid: "u0" });
      renderAt("/plan/lisbon-1");
      const cards = await screen.findAllByTestId("final-activity", {}, { timeout: 15_000 });
      expect(cards.map((card) => within(card).getAllByRole("button", { name: /^Vote .* up$/ }).length)).toEqual([
        1, 1, 1, 1, 1, 1,
      ]);
      const museum = within(cards[1]!);
      await vi.waitFor(() =>
        expect(museum.getByRole("group", { name: "Votes: Museum 1" }).textContent).toContain("+2"),
      );
      expect(museum.getByRole("button", { name: "Vote Museum 1 up" })).toHaveAttribute("aria-pressed", "true");
      expect(museum.getByRole("button", { name: "Comment on Museum 1" })).toBeVisible();
      expect(screen.getByRole("button", { name: "Comments" })).toBeVisible();
      cleanup();
    }
  }, 30_000);

  it("downloads the trip as saved as a GPX file, for a viewer and the owner, and asks the owner to save changes first", async () => {
    const file = new Blob(["<gpx/>"], { type: "application/gpx+xml" });
    api.exportGpx.mockResolvedValue(file);
    for (const role of ["viewer", "owner"] as const) {
      api.getItinerary.mockResolvedValueOnce({ ...LISBON, role, owner_uid: "u0" });
      renderAt("/plan/lisbon-1");
      const gpx = (await screen.findByRole(
        "button",
        { name: "Download GPX" },
        { timeout: 15_000 },
      )) as HTMLButtonElement;
      expect(gpx.disabled).toBe(false);
      fireEvent.click(gpx);
      await vi.waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(file, "trip.gpx"));
      expect(api.exportGpx).toHaveBeenCalledWith("lisbon-1");
      if (role === "viewer") cleanup();
      api.saveFile.mockReset();
    }

    // The owner changes a stop: the file would not hold it until it is saved.
    fireEvent.click(screen.getByRole("button", { name: "Edit Name of Morning walk 1: Morning walk 1" }));
    const name = screen.getByRole("textbox", { name: "Name of Morning walk 1" });
    fireEvent.change(name, { target: { value: "Evening walk" } });
    fireEvent.keyDown(name, { key: "Enter" });
    const gpx = (await screen.findByRole("button", { name: "Download GPX" })) as HTMLButtonElement;
    await vi.waitFor(() => expect(gpx.disabled).toBe(true));
    expect(gpx).toHaveAccessibleDescription("Save your changes to download them in the GPX file.");
    expect(api.exportGpx).toHaveBeenCalledTimes(2);
  }, 30_000);

  it("says the plan was not found on a 404, and stays", async () => {
    api.getItinerary.mockRejectedValueOnce(new ApiRequestError(404, "No saved itinerary with this id."));
    renderAt("/plan/gone");
    expect(await screen.findByRole("heading", { name: "Could not find the requested plan." })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your saved itineraries" }).getAttribute("href")).toBe("/saved");
    expect(screen.queryByText("Could not load your trip. Redirecting...")).toBeNull();
  });

  it("on any other failure says it is redirecting and goes to /saved", async () => {
    api.getItinerary.mockRejectedValueOnce(new ApiRequestError(500, null));
    renderAt("/plan/lisbon-1");
    expect(toastOf(await screen.findByText("Could not load your trip. Redirecting..."))).toHaveAttribute(
      "data-type",
      "error",
    );
    expect(await screen.findByRole("heading", { name: "Saved list" })).toBeVisible();
  });

  it("on a 401 leaves everything to the session-expired flow", async () => {
    const pending = deferred<SavedItinerary>();
    api.getItinerary.mockReturnValueOnce(pending.promise);
    renderAt("/plan/lisbon-1");
    await act(async () => pending.reject(new ApiRequestError(401, null)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Could not load your trip. Redirecting...")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Saved list" })).toBeNull();
    expect(screen.queryByText("Could not find the requested plan.")).toBeNull();
    expect(screen.queryByText("Loading your trip...")).toBeNull();
  });
});
