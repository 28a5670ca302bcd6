// @vitest-environment jsdom
import { FinalDay } from "@itinerary/contract";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTrip } from "../../../testing/data-generators";
import { keyPlan } from "../model/draft-edits";
import { FinalPlanView } from "./final-plan";
import { firstViewDrawn, resetFirstView } from "../../../lib/first-view";

const weatherApi = vi.hoisted(() => ({ getTripWeather: vi.fn() }));
vi.mock("../api/trip-weather", () => ({ getTripWeather: weatherApi.getTripWeather }));

afterEach(() => {
  resetFirstView();
  cleanup();
  weatherApi.getTripWeather.mockReset();
});

const day = FinalDay.parse({
  day: 1,
  activities: [
    {
      name: "Belém Tower",
      place_id: "ChIJ-belem",
      source: "places",
      address: "Av. Brasília, Lisbon",
      opening_hours: "10:00–18:30",
      latitude: 38.6916,
      longitude: -9.216,
    },
    { name: "Alfama walk", source: "guide", opening_hours: "Always open", latitude: 38.7114, longitude: -9.1301 },
    // A plan saved before the source field: its place id says Places supplied the facts.
    { name: "Jerónimos Monastery", place_id: "ChIJ-jeronimos", opening_hours: "09:30–18:00" },
    { name: "Miradouro", opening_hours: "Always open" },
  ],
});

describe("FinalPlanView and Places content", () => {
  it("attributes Google Maps on every stop whose facts came from Places, and on no other (the shared page's read-only view)", () => {
    render(
      <FinalPlanView
        plan={{ days: keyPlan([day]), summary: "" }}
        preferences={null}
        notifications={[]}
        selectedId={null}
        onSelect={() => undefined}
        readOnly
      />,
    );
    const cards = screen.getAllByTestId("final-activity");
    const attributed = cards.map((card) => within(card).queryByText("Google Maps") !== null);
    expect(attributed).toEqual([true, false, true, false]);
    const attribution = within(cards[0]!).getByText("Google Maps");
    expect(attribution.getAttribute("translate")).toBe("no");
    expect(attribution.closest("p")!.textContent).toBe("Place details from Google Maps");
  });

  it("shows the day's note under its heading and its dinner at the end of the day, escaped, on the shared page too", () => {
    const withDinner = FinalDay.parse({
      day: 1,
      note: "Free evening in Chiado: rest a little, then take your time over dinner <i>nearby</i>.",
      dinner: { name: "Time Out Market", time: "20:00", area: "Cais do Sodré", latitude: 38.7069, longitude: -9.1459 },
      activities: [{ name: "Belém Tower", opening_hours: "10:00–18:30", latitude: 38.6916, longitude: -9.216 }],
    });
    const plain = FinalDay.parse({ day: 2, activities: [{ name: "Alfama walk", opening_hours: "Always open" }] });
    const { container } = render(
      <FinalPlanView
        plan={{ days: keyPlan([withDinner, plain]), summary: "" }}
        preferences={null}
        notifications={[]}
        selectedId={null}
        onSelect={() => undefined}
        readOnly
      />,
    );
    const [first, second] = container.querySelectorAll(".day-card");
    const note = first!.querySelector(".day-note")!;
    expect(note.textContent).toBe(
      "Free evening in Chiado: rest a little, then take your time over dinner <i>nearby</i>.",
    );
    expect(container.querySelector("i")).toBeNull();
    // The note sits under the heading, before the stops; dinner closes the day, after them.
    const order = [...first!.querySelectorAll(".day-heading, .day-note, .activity-list, .day-dinner")].map(
      (node) => node.className,
    );
    expect(order).toEqual(["day-heading", "day-note", "activity-list", "day-dinner"]);
    expect(first!.querySelector(".day-dinner")!.textContent).toBe(
      "Dinner · 20:00 · Time Out Market, Cais do Sodré Directions",
    );
    expect(second!.querySelector(".day-note")).toBeNull();
    expect(second!.querySelector(".day-dinner")).toBeNull();
  });

  it("ends a day at the traveller's own stay, after dinner, with directions there", () => {
    const stay = { name: "Casa do Largo", address: "Largo do Carmo 5, 1200-092 Lisboa" };
    const ending = FinalDay.parse({
      day: 1,
      dinner: { name: "Time Out Market", time: "20:00", latitude: 38.7069, longitude: -9.1459 },
      stay_location: { name: stay.name, latitude: 38.7119, longitude: -9.1419 },
      return_leg: "Back to Casa do Largo: walk 0.8 km (11 min)",
      activities: [{ name: "Belém Tower", opening_hours: "10:00–18:30", latitude: 38.6916, longitude: -9.216 }],
    });
    const { container } = render(
      <FinalPlanView
        plan={{ days: keyPlan([ending]), summary: "" }}
        preferences={createTrip({ destinationCity: "Lisbon", transport: "Walk", stay })}
        notifications={[]}
        selectedId={null}
        onSelect={() => undefined}
        readOnly
      />,
    );
    const card = container.querySelector(".day-card")!;
    const order = [...card.querySelectorAll(".activity-list, .day-dinner, .day-return")].map((node) => node.className);
    expect(order).toEqual(["activity-list", "day-dinner", "day-return"]);
    const back = card.querySelector<HTMLElement>(".day-return")!;
    expect(back.textContent).toBe("Back to Casa do Largo: walk 0.8 km (11 min) Directions");
    const link = within(back).getByRole("link", { name: "Directions to Casa do Largo (opens in a new tab)" });
    const url = new URL(link.getAttribute("href")!);
    expect(url.searchParams.get("destination")).toContain("Largo do Carmo 5, 1200-092 Lisboa");
    expect(url.searchParams.get("travelmode")).toBe("walking");
  });
});

describe("FinalPlanView directions per stop", () => {
  it("links every stop and the dinner to Google Maps directions from where the traveller is, in the trip's mode", () => {
    const withDinner = FinalDay.parse({
      ...day,
      dinner: { name: "Time Out Market", time: "20:00", latitude: 38.7069, longitude: -9.1459 },
    });
    render(
      <FinalPlanView
        plan={{ days: keyPlan([withDinner]), summary: "" }}
        preferences={createTrip({ destinationCity: "Lisbon", transport: "Walk" })}
        notifications={[]}
        selectedId={null}
        onSelect={() => undefined}
      />,
    );
    const links = screen.getAllByRole("link", { name: /^Directions to / });
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Directions to Belém Tower (opens in a new tab)",
      "Directions to Alfama walk (opens in a new tab)",
      "Directions to Jerónimos Monastery (opens in a new tab)",
      "Directions to Miradouro (opens in a new tab)",
      "Directions to Time Out Market (opens in a new tab)",
    ]);
    const belem = new URL(links[0]!.getAttribute("href")!);
    expect(belem.searchParams.get("destination_place_id")).toBe("ChIJ-belem");
    expect(belem.searchParams.get("travelmode")).toBe("walking");
    expect(belem.searchParams.has("origin")).toBe(false);
    expect(new URL(links[3]!.getAttribute("href")!).searchParams.get("destination")).toBe("Miradouro, Lisbon");
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });
});

describe("FinalPlanView and the weather", () => {
  const twoDays = [day, FinalDay.parse({ day: 2, activities: [{ name: "Alfama walk" }] })];
  const trip = createTrip({ destinationCity: "Lisbon", startDate: "2026-05-01", numberOfDays: 2 });
  const view = (showWeather: boolean) => (
    <FinalPlanView
      plan={{ days: keyPlan(twoDays), summary: "" }}
      preferences={trip}
      notifications={[]}
      selectedId={null}
      onSelect={() => undefined}
      showWeather={showWeather}
    />
  );

  it("asks once for the trip's weather and shows a day's forecast beside its heading, in words for screen readers too", async () => {
    weatherApi.getTripWeather.mockResolvedValue({
      days: [{ date: "2026-05-01", kind: "forecast", high_c: 19.4, low_c: 12.3, rain_chance: 40, code: 61 }],
      source_note: "Weather data by Open-Meteo.com.",
    });
    const { rerender } = render(view(true));
    // Not before the plan and its map have drawn: the weather never competes with them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(weatherApi.getTripWeather).not.toHaveBeenCalled();
    act(() => firstViewDrawn());
    const chips = await screen.findAllByTestId("day-weather");
    expect(weatherApi.getTripWeather).toHaveBeenCalledTimes(1);
    expect(weatherApi.getTripWeather.mock.calls[0]![0]).toEqual({
      destination_city: "Lisbon",
      start_date: "2026-05-01",
      day_count: 2,
    });
    expect(chips).toHaveLength(1);
    expect(chips[0]!.closest("section")!.getAttribute("aria-labelledby")).toBe("final-day-1");
    expect(within(chips[0]!).getByRole("img", { name: "Light rain" })).toBeTruthy();
    expect(chips[0]!.textContent).toContain("19° / 12°");
    expect(chips[0]!.textContent).toContain("40% rain");
    expect(within(chips[0]!).getByText(/Forecast: light rain, high 19°C, low 12°C, 40% chance of rain/)).toBeTruthy();
    expect(screen.getByText("Weather data by Open-Meteo.com")).toBeTruthy();
    // An edit re-renders the plan; the weather is not asked again.
    rerender(view(true));
    expect(weatherApi.getTripWeather).toHaveBeenCalledTimes(1);
  });

  it("shows the plan without weather or credit when the weather cannot be had", async () => {
    let failed = false;
    weatherApi.getTripWeather.mockImplementation(async () => {
      failed = true;
      throw new Error("503");
    });
    firstViewDrawn();
    render(view(true));
    await waitFor(() => expect(failed).toBe(true));
    expect(screen.getAllByTestId("final-activity").length).toBeGreaterThan(0);
    expect(screen.queryByTestId("day-weather")).toBeNull();
    expect(screen.queryByText(/Open-Meteo/)).toBeNull();
  });

  it("does not ask where the screen leaves weather off (the public shared page)", () => {
    render(view(false));
    expect(weatherApi.getTripWeather).not.toHaveBeenCalled();
  });
});
