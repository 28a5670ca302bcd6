// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dayColour } from "./map-model";
import { MAP_LOADING_TEXT, prepareTripMap, TripMap, tileOrigin } from "./trip-map";
import type { MapDay } from "./types";

// jsdom lays nothing out and lacks SVG geometry: give elements a size, so Leaflet computes a view and
// requests tiles, and SVGSVGElement the one method Leaflet probes before choosing its SVG renderer.
vi.hoisted(() => {
  Object.defineProperty(SVGSVGElement.prototype, "createSVGRect", { configurable: true, value: () => ({}) });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 450 });
});

const days: MapDay[] = [
  {
    day: 1,
    activities: [
      { id: "belem", name: "Belém Tower", latitude: 38.6916, longitude: -9.216 },
      { id: "nowhere", name: "Somewhere without coordinates" },
      { id: "jeronimos", name: "Jerónimos Monastery", latitude: 38.6979, longitude: -9.2068 },
    ],
  },
  {
    day: 2,
    activities: [
      { id: "alfama", name: "Alfama <b>old</b> town", latitude: 38.7114, longitude: -9.1301 },
      { id: "castle", name: "São Jorge Castle", latitude: 38.7139, longitude: -9.1335 },
      { id: "chiado", name: "Chiado", latitude: 38.7107, longitude: -9.1426 },
    ],
  },
];

afterEach(cleanup);

async function renderMap(props: Partial<Parameters<typeof TripMap>[0]> = {}) {
  const onSelect = vi.fn();
  const view = render(<TripMap days={days} onSelect={onSelect} {...props} />);
  const region = await screen.findByRole("region", { name: props.label ?? "Trip Map" }, { timeout: 10_000 });
  await waitFor(() => expect(region.querySelectorAll(".trip-map-marker").length).toBeGreaterThan(0));
  return { ...view, region, onSelect };
}

const markers = (region: HTMLElement) => Array.from(region.querySelectorAll<HTMLElement>(".trip-map-marker"));

describe("TripMap without a Google Maps key (Leaflet)", () => {
  beforeAll(async () => {
    // Load the adapter once up front, so the first test's timing does not include the import.
    await import("./leaflet-map-adapter");
  }, 30_000);

  it("says so instead of drawing a map when no activity has coordinates", () => {
    render(
      <TripMap
        days={[
          {
            day: 1,
            activities: [
              { id: "x", name: "X" },
              { id: "y", name: "Y", latitude: null, longitude: null },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText("Location data not available for map.")).toBeVisible();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByText("Loading map…")).toBeNull();
  });

  it("shows a 450 px loading placeholder first, then the map region, 450 px high", async () => {
    render(<TripMap days={days} />);
    const placeholder = screen.getByRole("status");
    expect(placeholder.textContent).toBe("Loading map…");
    expect(placeholder.style.height).toBe("450px");
    const region = await screen.findByRole("region", { name: "Trip Map" });
    expect(region.style.height).toBe("450px");
    expect(region.dataset.mapAdapter).toBe("leaflet");
  });

  it("draws one numbered, keyboard-focusable marker per located activity, named '1. Belém Tower'", async () => {
    const { region } = await renderMap();
    const all = markers(region);
    expect(all).toHaveLength(5);
    expect(all.map((marker) => marker.querySelector("[aria-hidden=true]")!.textContent)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    for (const marker of all) {
      expect(marker.getAttribute("role")).toBe("button");
      expect(marker.tabIndex).toBe(0);
    }
    const named = within(region).getByRole("button", { name: "1. Belém Tower" });
    expect(named).toBe(all[0]);
    // The activity name is text, never markup.
    const alfama = within(region).getByRole("button", { name: "3. Alfama <b>old</b> town" });
    expect(alfama.querySelector("b")).toBeNull();
    expect(within(region).queryByRole("button", { name: /Somewhere/ })).toBeNull();
    // Each badge wears its day's colour.
    const badge = (marker: HTMLElement) => marker.querySelector<HTMLElement>(".trip-map-marker__badge")!;
    expect(badge(all[0]!).style.getPropertyValue("--marker-fill")).toBe(dayColour(1).fill);
    expect(badge(all[3]!).style.getPropertyValue("--marker-fill")).toBe(dayColour(2).fill);
  });

  it("draws one route line per day in the day's colour", async () => {
    const { region } = await renderMap();
    const routes = Array.from(region.querySelectorAll("path.trip-map-route"));
    expect(routes).toHaveLength(2);
    expect(routes.map((route) => route.getAttribute("stroke"))).toEqual([dayColour(1).fill, dayColour(2).fill]);
    expect(region.querySelector("path.trip-map-route--day-2")!.getAttribute("d")).toMatch(
      /^M[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+L[\d.-]+ [\d.-]+$/,
    );
  });

  it("highlights the selected marker and brings it to the front", async () => {
    const { region, rerender, onSelect } = await renderMap({ selectedId: "jeronimos" });
    const [first, second] = markers(region);
    expect(second!.classList.contains("is-selected")).toBe(true);
    expect(second!.getAttribute("aria-pressed")).toBe("true");
    expect(first!.classList.contains("is-selected")).toBe(false);
    expect(Number(second!.style.zIndex)).toBeGreaterThan(Number(first!.style.zIndex) + 500);

    rerender(<TripMap days={days} selectedId="belem" onSelect={onSelect} />);
    await waitFor(() => expect(first!.classList.contains("is-selected")).toBe(true));
    expect(second!.classList.contains("is-selected")).toBe(false);
    expect(Number(first!.style.zIndex)).toBeGreaterThan(Number(second!.style.zIndex));
    // The same element stays: a keyboard user's focus is not lost when the selection changes.
    expect(markers(region)[0]).toBe(first);
  });

  it("selects an activity by clicking its marker or pressing Enter on it", async () => {
    const { region, onSelect } = await renderMap();
    fireEvent.click(within(region).getByRole("button", { name: "4. São Jorge Castle" }));
    expect(onSelect).toHaveBeenLastCalledWith("castle");
    fireEvent.keyDown(within(region).getByRole("button", { name: "1. Belém Tower" }), { key: "Enter" });
    expect(onSelect).toHaveBeenLastCalledWith("belem");
    fireEvent.keyDown(within(region).getByRole("button", { name: "1. Belém Tower" }), { key: "a" });
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it("filters to one day, keeping the trip's numbers, and back to all days", async () => {
    const { region } = await renderMap();
    const filter = screen.getByLabelText("Show on map") as HTMLSelectElement;
    expect(Array.from(filter.options).map((option) => option.text)).toEqual(["All days", "Day 1", "Day 2"]);
    fireEvent.change(filter, { target: { value: "2" } });
    await waitFor(() => expect(markers(region)).toHaveLength(3));
    expect(within(region).getByRole("button", { name: "3. Alfama <b>old</b> town" })).toBeVisible();
    expect(region.querySelectorAll("path.trip-map-route")).toHaveLength(1);
    expect(within(screen.getByRole("list", { name: "Day colours on the map" })).getAllByRole("listitem")).toHaveLength(
      1,
    );
    fireEvent.change(filter, { target: { value: "all" } });
    await waitFor(() => expect(markers(region)).toHaveLength(5));
  });

  it("lights the marker of the stop under the pointer in the list, and says which marker the pointer is on", async () => {
    const onHighlight = vi.fn();
    const { region, rerender } = await renderMap({ highlightedId: "castle", onHighlight });
    const castle = within(region).getByRole("button", { name: "4. São Jorge Castle" });
    await waitFor(() => expect(castle.classList.contains("is-highlighted")).toBe(true));
    expect(region.querySelectorAll(".trip-map-marker.is-highlighted")).toHaveLength(1);
    rerender(<TripMap days={days} highlightedId={null} onHighlight={onHighlight} />);
    await waitFor(() => expect(castle.classList.contains("is-highlighted")).toBe(false));
    const belem = within(region).getByRole("button", { name: "1. Belém Tower" });
    fireEvent.mouseOver(belem);
    expect(onHighlight).toHaveBeenLastCalledWith("belem");
    fireEvent.mouseOut(belem);
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    fireEvent.focus(belem);
    expect(onHighlight).toHaveBeenLastCalledWith("belem");
    fireEvent.blur(belem);
    expect(onHighlight).toHaveBeenLastCalledWith(null);
  });

  it("keys each day's colour in a legend", async () => {
    await renderMap();
    const legend = screen.getByRole("list", { name: "Day colours on the map" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Day 1", "Day 2"]);
    const swatch = legend.querySelector<HTMLElement>(".trip-map__legend-swatch")!;
    expect(swatch.style.background).toBe(hexToRgb(dayColour(1).fill));
  });

  it("shows every day again when an activity of a hidden day is selected", async () => {
    const { region, rerender, onSelect } = await renderMap();
    const filter = screen.getByLabelText("Show on map") as HTMLSelectElement;
    fireEvent.change(filter, { target: { value: "2" } });
    await waitFor(() => expect(markers(region)).toHaveLength(3));
    rerender(<TripMap days={days} selectedId="belem" onSelect={onSelect} />);
    await waitFor(() => expect(filter.value).toBe("all"));
    await waitFor(() =>
      expect(within(region).getByRole("button", { name: "1. Belém Tower" }).classList.contains("is-selected")).toBe(
        true,
      ),
    );
  });

  it("re-centres on every stop shown when asked, after the traveller moved the map away", async () => {
    const { Map: LeafletMap } = await import("leaflet");
    const fit = vi.spyOn(LeafletMap.prototype, "fitBounds");
    const { region } = await renderMap();
    await waitFor(() => expect(fit).toHaveBeenCalled());
    const opened = fit.mock.calls.length;
    const [bounds] = fit.mock.calls.at(-1)!;
    fireEvent.click(screen.getByRole("button", { name: "Re-centre map" }));
    await waitFor(() => expect(fit.mock.calls.length).toBe(opened + 1));
    expect(fit.mock.calls.at(-1)![0]).toEqual(bounds);
    expect(markers(region)).toHaveLength(5);
    fit.mockRestore();
  });

  it("offers no filter for a single located day", async () => {
    await renderMap({ days: [days[0]!] });
    expect(screen.queryByLabelText("Show on map")).toBeNull();
    expect(screen.getByRole("button", { name: "Re-centre map" })).toBeVisible();
  });

  it("marks the traveller's own stay with a house that is named, not numbered, and keys it", async () => {
    const { region } = await renderMap({
      stay: { name: "Casa <b>do</b> Largo", latitude: 38.7119, longitude: -9.1419 },
    });
    const house = within(region).getByRole("img", { name: "Your stay: Casa <b>do</b> Largo" });
    expect(house.closest(".trip-map-stay")).not.toBeNull();
    // A name is text, never markup; the stops keep their numbers.
    expect(region.querySelector(".trip-map-stay b")).toBeNull();
    expect(markers(region)).toHaveLength(5);
    expect(screen.getByRole("list", { name: "Day colours on the map" })).toHaveTextContent("Your stay");
  });

  it("keeps markers and routes when tiles cannot load, and says why the background is blank", async () => {
    const { region } = await renderMap();
    const tiles = Array.from(region.querySelectorAll<HTMLImageElement>("img.leaflet-tile"));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]!.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    act(() => {
      for (const tile of tiles) tile.dispatchEvent(new Event("error"));
    });
    expect(
      await within(region.closest("figure")!).findByText("Map tiles did not load: stops and routes still show."),
    ).toBeVisible();
    // Said under the map, not over its markers.
    expect(within(region).queryByText(/Map tiles did not load/)).toBeNull();
    expect(markers(region)).toHaveLength(5);
    expect(region.querySelectorAll("path.trip-map-route")).toHaveLength(2);
  });

  it("credits the tile provider in the map's own attribution, and says nothing of keys", async () => {
    const { region } = await renderMap({ label: "Day routes" });
    const credit = within(region).getByRole("link", { name: "OpenStreetMap" });
    expect(credit.getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    expect(region.querySelector(".leaflet-control-attribution")?.textContent).toContain("© OpenStreetMap contributors");
    expect(document.body.textContent).not.toMatch(/\bkey\b/i);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe("prepareTripMap", () => {
  it("knows the tiles' server from its URL template, and none for tiles on the app's own origin", () => {
    expect(tileOrigin("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png")).toBe("https://a.tiles.example.org");
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });

  it("draws a map shown once its library is here at once, with no placeholder for React to replace", async () => {
    // The first map waits for the library, if it is not here yet.
    const first = await renderMap();
    first.unmount();
    render(<TripMap days={days} />);
    expect(screen.getByRole("region", { name: "Trip Map" })).toBeVisible();
    expect(screen.queryByText(MAP_LOADING_TEXT)).toBeNull();
  });

  it("opens one connection to the tiles' server ahead of the map, however often it is asked", () => {
    prepareTripMap();
    prepareTripMap();
    const links = document.head.querySelectorAll('link[rel="preconnect"]');
    expect([...links].map((link) => link.getAttribute("href"))).toEqual(["https://tile.openstreetmap.org"]);
  });
});
