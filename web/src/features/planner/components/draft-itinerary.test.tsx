// @vitest-environment jsdom
import { DraftDay } from "@itinerary/contract";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keyDraft, type KeyedDay } from "../model/draft-edits";
import { DraftItinerary, type DraftItineraryProps } from "./draft-itinerary";

afterEach(cleanup);

const none = () => undefined;

/** The draft shown with no-op handlers, bar those a test gives. */
function renderDraft(days: KeyedDay[], props: Partial<DraftItineraryProps> = {}) {
  return render(
    <DraftItinerary
      days={days}
      startDate={undefined}
      selectedId={null}
      disabled={false}
      onSelect={none}
      onShift={none}
      onMove={none}
      onMoveToDay={none}
      maxStops={6}
      onDelete={none}
      {...props}
    />,
  );
}

describe("DraftItinerary and Places content", () => {
  it("attributes Google Maps on the draft stops whose facts came from Places, and on no other", () => {
    const day = DraftDay.parse({
      day: 1,
      activities: [
        { name: "Belém Tower", place_id: "ChIJ-belem", source: "places", opening_hours: "10:00–18:30" },
        { name: "Alfama walk", source: "guide", opening_hours: "Always open" },
      ],
    });
    renderDraft(keyDraft([day]));
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
    const { container } = renderDraft(keyDraft(days));
    const notes = container.querySelectorAll(".day-note");
    expect([...notes].map((note) => note.textContent)).toEqual([
      "Free afternoon in Alfama: wander the lanes <b>slowly</b>",
    ]);
    expect(container.querySelector("b")).toBeNull();
    const dayOne = screen.getByRole("region", { name: /Day 1/ });
    expect(within(dayOne).getByText(/Free afternoon in Alfama/)).toBeTruthy();
  });
});

describe("DraftItinerary's day menu", () => {
  const days = keyDraft([
    DraftDay.parse({ day: 1, activities: [{ name: "Alfama walk" }, { name: "Lisbon Cathedral" }] }),
    DraftDay.parse({ day: 2, activities: [{ name: "Belém Tower" }, { name: "Jerónimos Monastery" }] }),
    DraftDay.parse({ day: 3, activities: [{ name: "Sintra" }] }),
  ]);
  const show = (maxStops: number, onMoveToDay = vi.fn()) => {
    renderDraft(days, { maxStops, onMoveToDay });
    return onMoveToDay;
  };

  it("moves a stop to the day chosen, naming the stop it moves", () => {
    const onMoveToDay = show(6);
    const menu = screen.getByRole<HTMLSelectElement>("combobox", { name: "Day of Lisbon Cathedral" });
    expect(menu.value).toBe("1");
    fireEvent.change(menu, { target: { value: "3" } });
    expect(onMoveToDay).toHaveBeenCalledWith(days[0]!.activities[1]!.id, 3);
  });

  it("offers no full day and keeps a day's only stop where it is", () => {
    show(2);
    const menu = screen.getByRole<HTMLSelectElement>("combobox", { name: "Day of Alfama walk" });
    const options = within(menu).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ["1", false],
      ["2 (full)", true],
      ["3", false],
    ]);
    expect(screen.getByRole("combobox", { name: "Day of Sintra" })).toBeDisabled();
  });
});
