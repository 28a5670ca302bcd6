// @vitest-environment jsdom
import { SharedItinerary } from "@itinerary/contract";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSavedItinerary } from "../../testing/data-generators";
import { SharedRoute } from "./shared";

const api = vi.hoisted(() => ({ getSharedItinerary: vi.fn(), getSharedGpx: vi.fn(), saveFile: vi.fn() }));
vi.mock("../../features/shared/api/shared-itinerary", () => ({
  getSharedItinerary: api.getSharedItinerary,
  getSharedPdf: vi.fn(),
  getSharedCalendar: vi.fn(),
  getSharedGpx: api.getSharedGpx,
}));
vi.mock("../../lib/save-file", () => ({ saveFile: api.saveFile }));

afterEach(() => {
  cleanup();
  api.getSharedItinerary.mockReset();
  api.getSharedGpx.mockReset();
  api.saveFile.mockReset();
});

/** A shared Lisbon plan whose second stop on day 1 Places confirmed; the rest are the planner's own. */
function sharedPlan(): SharedItinerary {
  const { preferences, itinerary, summary_text, saved_at } = createSavedItinerary({ destination: "Lisbon" });
  Object.assign(itinerary[0]!.activities[1]!, {
    place_id: "ChIJ-museum",
    source: "places",
    address: "Rua da Museu 1, Lisboa",
    opening_hours: "10:00–18:00",
  });
  return SharedItinerary.parse({ preferences, itinerary, summary_text, saved_at });
}

function renderShared() {
  render(
    <MemoryRouter initialEntries={["/shared/tok-1"]}>
      <Routes>
        <Route path="/shared/:token" element={<SharedRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("/shared/{token}", () => {
  it("downloads the shared trip's GPX file through the link, beside the PDF and the calendar", async () => {
    api.getSharedItinerary.mockResolvedValueOnce(sharedPlan());
    const file = new Blob(["<gpx/>"], { type: "application/gpx+xml" });
    api.getSharedGpx.mockResolvedValueOnce(file);
    renderShared();
    const gpx = await screen.findByRole("button", { name: "Download GPX" });
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Add to Calendar" })).toBeVisible();
    fireEvent.click(gpx);
    await vi.waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(file, "trip.gpx"));
    expect(api.getSharedGpx).toHaveBeenCalledWith("tok-1");
  });

  it("credits Google Maps beside each stop whose facts came from Places, for companions without an account", async () => {
    api.getSharedItinerary.mockResolvedValueOnce(sharedPlan());
    render(
      <MemoryRouter initialEntries={["/shared/tok-1"]}>
        <Routes>
          <Route path="/shared/:token" element={<SharedRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Trip to Lisbon" })).toBeVisible();
    expect(api.getSharedItinerary).toHaveBeenCalledWith("tok-1", expect.any(AbortSignal));
    const cards = screen.getAllByTestId("final-activity");
    expect(cards.map((card) => within(card).queryByText("Google Maps") !== null)).toEqual([false, true, false, false]);
    const attribution = within(cards[1]!).getByText("Google Maps");
    expect(attribution.closest("p")!.textContent).toBe("Place details from Google Maps");
  });
});
