// @vitest-environment jsdom
import type { SavedItinerariesPage } from "../api/get-saved-itineraries";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { createSavedItinerary } from "../../../testing/data-generators";
import { SavedItineraries } from "./saved-itineraries";
import { deferred } from "../../../testing/deferred";
import { toastOf } from "../../../testing/toasts";

const api = vi.hoisted(() => ({ list: vi.fn(), remove: vi.fn() }));
vi.mock("../api/get-saved-itineraries", () => ({ getSavedItineraries: api.list }));
vi.mock("../api/delete-itinerary", () => ({ deleteItinerary: api.remove }));
vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

const LISBON = createSavedItinerary({
  id: "lisbon-1",
  destination: "Lisbon",
  savedAt: "2026-11-01T12:00:00.000Z",
  startDate: "2026-12-05",
  days: 4,
});
const KYOTO = createSavedItinerary({
  id: "kyoto-1",
  destination: "Kyoto",
  savedAt: "2026-11-23T12:00:00.000Z",
  startDate: "2026-11-29",
  days: 3,
});

const page = (plans: SavedItinerariesPage["plans"], nextCursor: string | null = null): SavedItinerariesPage => ({
  plans,
  nextCursor,
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/saved"]}>
      <SavedItineraries />
      <Toaster />
    </MemoryRouter>,
  );
}

const cards = () => within(screen.getByRole("list", { name: "Your Saved Itineraries" })).getAllByRole("article");
const card = (destination: string) => screen.getByRole("article", { name: `Trip to ${destination}` });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  api.list.mockReset();
  api.remove.mockReset();
  vi.restoreAllMocks();
});

describe("the saved list", () => {
  it("says it is loading, then shows the trips newest first with their dates and links", async () => {
    const pending = deferred<SavedItinerariesPage>();
    api.list.mockReturnValueOnce(pending.promise);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Your Saved Itineraries" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Create New Itinerary" }).getAttribute("href")).toBe("/itinerary");
    expect(screen.getByRole("status").textContent).toBe("Loading your saved plans...");

    await act(async () => pending.resolve(page([LISBON, KYOTO])));
    expect(screen.queryByText("Loading your saved plans...")).toBeNull();
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual(["Trip to Kyoto", "Trip to Lisbon"]);

    const kyoto = card("Kyoto");
    expect(within(kyoto).getByText("Saved on November 23, 2026")).toBeVisible();
    expect(within(kyoto).getByText("November 29 – December 1, 2026 · 3 days")).toBeVisible();
    expect(within(kyoto).getByText("From Porto · 6 stops")).toBeVisible();
    expect(within(kyoto).getByRole("link", { name: "View/Edit" }).getAttribute("href")).toBe("/plan/kyoto-1");
    expect(within(kyoto).getByRole("button", { name: "Delete trip to Kyoto" })).toBeVisible();
    expect(within(card("Lisbon")).getByText("Saved on November 1, 2026")).toBeVisible();
    expect(within(card("Lisbon")).getByText("December 5 – 8, 2026 · 4 days")).toBeVisible();
  });

  it("says so when nothing is saved", async () => {
    api.list.mockResolvedValueOnce(page([]));
    renderPage();
    expect(await screen.findByText("You haven't saved any itineraries yet.")).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says the list could not be fetched, even on a 401, and Retry fetches it again", async () => {
    api.list.mockRejectedValueOnce(
      new ApiRequestError(401, "Your session has expired or is invalid. Please sign in again."),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch saved itineraries.")).toBeVisible();

    api.list.mockResolvedValueOnce(page([LISBON]));
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: "Trip to Lisbon" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it("shows more trips, page by page, while the server has more", async () => {
    const ROME = createSavedItinerary({ id: "rome-1", destination: "Rome", savedAt: "2026-10-01T12:00:00.000Z" });
    const OSLO = createSavedItinerary({ id: "oslo-1", destination: "Oslo", savedAt: "2026-09-01T12:00:00.000Z" });
    api.list.mockResolvedValueOnce(page([KYOTO, LISBON], "c1"));
    renderPage();
    const more = await screen.findByRole("button", { name: "Show more trips" });
    expect(api.list).toHaveBeenLastCalledWith({ signal: expect.any(AbortSignal) });

    // A failed page says so and keeps what is shown.
    api.list.mockRejectedValueOnce(new ApiRequestError(503, null));
    fireEvent.click(more);
    expect(toastOf(await screen.findByText("Failed to fetch saved itineraries."))).toHaveAttribute(
      "data-type",
      "error",
    );
    expect(cards()).toHaveLength(2);

    const next = deferred<SavedItinerariesPage>();
    api.list.mockReturnValueOnce(next.promise);
    more.focus();
    fireEvent.click(more);
    expect(api.list).toHaveBeenLastCalledWith({ cursor: "c1" });
    expect(more.textContent).toBe("Loading...");
    fireEvent.click(more);
    expect(api.list).toHaveBeenCalledTimes(3);
    // The same plan arriving twice (saved again between pages) is shown once.
    await act(async () => next.resolve(page([LISBON, ROME, OSLO], null)));
    expect(cards().map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Trip to Kyoto",
      "Trip to Lisbon",
      "Trip to Rome",
      "Trip to Oslo",
    ]);
    expect(screen.queryByRole("button", { name: "Show more trips" })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card("Rome")).getByRole("link", { name: "View/Edit" })),
    );
  });

  it("shows a destination as text, never as markup", async () => {
    const hostile = createSavedItinerary({
      id: "x",
      destination: '<img src=x onerror="alert(1)">',
      savedAt: "2026-11-23T12:00:00Z",
    });
    api.list.mockResolvedValueOnce(page([hostile]));
    renderPage();
    expect(await screen.findByRole("heading", { name: 'Trip to <img src=x onerror="alert(1)">' })).toBeVisible();
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("deleting a trip", () => {
  async function openDialogFor(destination: string) {
    const button = await screen.findByRole("button", { name: `Delete trip to ${destination}` });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    return { button, dialog };
  }

  it("asks first, in the spec's words; Cancel and Escape close without deleting and give focus back", async () => {
    api.list.mockResolvedValueOnce(page([LISBON, KYOTO]));
    renderPage();
    const { button, dialog } = await openDialogFor("Lisbon");
    expect(dialog.textContent).toContain(
      "Are you absolutely sure? This will permanently delete your trip to Lisbon. This action cannot be undone.",
    );
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)!.textContent).toBe(
      "This will permanently delete your trip to Lisbon. This action cannot be undone.",
    );
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Cancel", "Delete"]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    const again = await openDialogFor("Lisbon");
    fireEvent.keyDown(again.dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.remove).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(2);
  });

  it("deletes on Delete: the toast, the card gone, focus on the heading", async () => {
    api.list.mockResolvedValueOnce(page([LISBON, KYOTO]));
    const pending = deferred<{ id: string; deleted: true }>();
    api.remove.mockReturnValueOnce(pending.promise);
    renderPage();
    const { dialog } = await openDialogFor("Lisbon");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(api.remove).toHaveBeenCalledWith("lisbon-1");
    // While the call runs the dialog stays, and neither button can be used twice.
    expect(within(dialog).getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("alertdialog")).toBeVisible();
    expect(api.remove).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve({ id: "lisbon-1", deleted: true }));
    expect(toastOf(await screen.findByText("Trip to Lisbon has been deleted."))).toHaveAttribute(
      "data-type",
      "success",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("article", { name: "Trip to Lisbon" })).toBeNull();
    expect(cards()).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
  });

  it("takes the card away when the trip was already deleted elsewhere (404)", async () => {
    api.list.mockResolvedValueOnce(page([LISBON, KYOTO]));
    api.remove.mockRejectedValueOnce(new ApiRequestError(404, "Could not find the requested plan."));
    renderPage();
    const { dialog } = await openDialogFor("Kyoto");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(toastOf(await screen.findByText("Trip to Kyoto has been deleted."))).toHaveAttribute("data-type", "success");
    expect(screen.queryByRole("article", { name: "Trip to Kyoto" })).toBeNull();
    expect(screen.queryByText("Failed to delete itinerary.")).toBeNull();
  });

  it("with older pages still on the server, deleting every shown trip does not claim nothing is saved", async () => {
    api.list.mockResolvedValueOnce(page([KYOTO], "c1"));
    api.remove.mockResolvedValueOnce({ id: "kyoto-1", deleted: true });
    renderPage();
    const { dialog } = await openDialogFor("Kyoto");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(toastOf(await screen.findByText("Trip to Kyoto has been deleted."))).toHaveAttribute("data-type", "success");
    expect(screen.queryByText("You haven't saved any itineraries yet.")).toBeNull();
    expect(screen.getByRole("button", { name: "Show more trips" })).toBeVisible();
  });

  it("keeps the card and says so when the delete fails", async () => {
    api.list.mockResolvedValueOnce(page([LISBON, KYOTO]));
    api.remove.mockRejectedValueOnce(new ApiRequestError(500, null));
    renderPage();
    const { button, dialog } = await openDialogFor("Kyoto");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(toastOf(await screen.findByText("Failed to delete itinerary."))).toHaveAttribute("data-type", "error");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(cards()).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
