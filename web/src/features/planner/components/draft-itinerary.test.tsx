// @vitest-environment jsdom
import { DraftDay } from "@itinerary/contract";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { keyDraft } from "../model/draft-edits";
import { DraftItinerary } from "./draft-itinerary";

afterEach(cleanup);

describe("DraftItinerary and Places content", () => {
  it("attributes Google Maps on the draft stops whose facts came from Places, and on no other", () => {
    const day = DraftDay.parse({
      day: 1,
      activities: [
        { name: "Belém Tower", place_id: "ChIJ-belem", source: "places", opening_hours: "10:00–18:30" },
        { name: "Alfama walk", source: "guide", opening_hours: "Always open" },
      ],
    });
    const none = () => undefined;
    render(
      <DraftItinerary
        days={keyDraft([day])}
        startDate={undefined}
        selectedId={null}
        disabled={false}
        onSelect={none}
        onShift={none}
        onMove={none}
        onDelete={none}
      />,
    );
    const cards = screen.getAllByTestId("draft-activity");
    expect(cards.map((card) => within(card).queryByText("Google Maps") !== null)).toEqual([true, false]);
  });

  it("shows a day's note under its heading, as text, and nothing for a day without one", () => {
    const days = [
      DraftDay.parse({
        day: 1,
        note: "Free afternoon in Alfama: wander the lanes <b>slowly</b>",
        activities: [{ name: "Alfama walk", opening_hours: "Always open" }],
      }),
      DraftDay.parse({ day: 2, activities: [{ name: "Belém Tower", opening_hours: "10:00–18:30" }] }),
    ];
    const none = () => undefined;
    const { container } = render(
      <DraftItinerary
        days={keyDraft(days)}
        startDate={undefined}
        selectedId={null}
        disabled={false}
        onSelect={none}
        onShift={none}
        onMove={none}
        onDelete={none}
      />,
    );
    const notes = container.querySelectorAll(".day-note");
    expect([...notes].map((note) => note.textContent)).toEqual([
      "Free afternoon in Alfama: wander the lanes <b>slowly</b>",
    ]);
    expect(container.querySelector("b")).toBeNull();
    const dayOne = screen.getByRole("region", { name: /Day 1/ });
    expect(within(dayOne).getByText(/Free afternoon in Alfama/)).toBeTruthy();
  });
});
