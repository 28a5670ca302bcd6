// @vitest-environment jsdom
import { createFinalPlan, createTrip } from "@itinerary/contract/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keyPlan } from "../model/draft-edits";
import { TodayCard } from "./today-card";

const preferences = createTrip({ destinationCity: "Lisbon", startDate: "2027-06-01", numberOfDays: 2 });
const stop = (name: string, time: string, extra = {}) => ({
  name,
  time,
  transport: "Walk 10 min from the hotel",
  highlight: "",
  opening_hours: "10:00–18:00",
  entry_fee: "",
  latitude: 38.7,
  longitude: -9.14,
  ...extra,
});
const days = keyPlan(
  createFinalPlan([
    { activities: [stop("Castle", "09:00 - 10:30")] },
    {
      activities: [
        stop("Market", "09:30 - 10:30"),
        stop("Tile Museum", "11:00 - 13:00"),
        stop("Viewpoint", "16:00 - 17:00"),
      ],
    },
  ]),
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

describe("Today on a trip under way", () => {
  it("shows the stop on now in the destination's time, how to get there, and the rest of the day", () => {
    // 10:30 UTC is 11:30 in Lisbon in June.
    at("2027-06-02T10:30:00Z");
    render(<TodayCard days={days} preferences={preferences} timeZone="Europe/Lisbon" />);
    const card = screen.getByRole("region", { name: /Today/ });
    expect(card).toHaveTextContent("Day 2");
    expect(card).toHaveTextContent("11:30 in Lisbon");
    expect(within(card).getByText("Now")).toBeInTheDocument();
    expect(card).toHaveTextContent("Tile Museum11:00 – 13:00");
    expect(card).toHaveTextContent("Opening hours10:00–18:00");
    expect(card).toHaveTextContent("Getting thereWalk 10 min from the hotel");
    expect(within(card).getByRole("link", { name: "Directions to Tile Museum" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*travelmode=/,
    );
    expect(within(card).getByRole("list")).toHaveTextContent("16:00 – 17:00 Viewpoint");
    expect(within(card).getByRole("link", { name: "See day 2 in full" })).toHaveAttribute("href", "#final-day-2");
  });

  it("says the day is done after its last stop, and shows nothing outside the trip", () => {
    at("2027-06-02T19:00:00Z");
    const { unmount } = render(<TodayCard days={days} preferences={preferences} timeZone="Europe/Lisbon" />);
    expect(screen.getByText(/That was the last stop of the day\./)).toBeInTheDocument();
    unmount();
    at("2027-06-03T10:00:00Z");
    const { container } = render(<TodayCard days={days} preferences={preferences} timeZone="Europe/Lisbon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
