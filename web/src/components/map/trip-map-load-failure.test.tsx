// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// The adapter's chunk cannot be fetched (offline, or a deploy replaced it): the first import fails,
// a retry succeeds.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock("./leaflet-map-adapter", () => {
  attempts.count += 1;
  if (attempts.count === 1) throw new TypeError("Failed to fetch dynamically imported module");
  return { LeafletMapAdapter: ({ label }: { label: string }) => <div role="region" aria-label={label} /> };
});

const { TripMap, MAP_LOAD_FAILED_TEXT } = await import("./trip-map");

afterEach(cleanup);

describe("TripMap when its map library cannot be fetched", () => {
  it("says so with a Try again button that fetches the library again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<TripMap days={[{ day: 1, activities: [{ id: "a", name: "A", latitude: 1, longitude: 2 }] }]} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(MAP_LOAD_FAILED_TEXT);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Trip Map" })).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(attempts.count).toBe(2);
    logged.mockRestore();
  });
});
