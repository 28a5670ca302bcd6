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
});
