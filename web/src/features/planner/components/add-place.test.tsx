// @vitest-environment jsdom
import type { Activity } from "@itinerary/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddPlace } from "./add-place";

const api = vi.hoisted(() => ({ searchPlaces: vi.fn() }));
vi.mock("../api/search-places", () => ({ searchPlaces: api.searchPlaces }));

const GULBENKIAN = {
  name: "Calouste Gulbenkian Museum",
  category: "museum",
  latitude: 38.7373,
  longitude: -9.1542,
  postcode: "1067-001",
  highlight: "Egyptian to Lalique.",
  duration_minutes: 120,
  entry_fee: "About $12",
};

function renderAdd(onAdd: (activity: Activity) => boolean = () => true, full = false) {
  render(<AddPlace day={2} headingId="day-2" city="Lisbon, PT" full={full} disabled={false} onAdd={onAdd} />);
}

afterEach(() => {
  cleanup();
  api.searchPlaces.mockReset();
});

describe("AddPlace", () => {
  it("finds a guide place as the traveller types and adds it whole, with its position and visit length", async () => {
    api.searchPlaces.mockResolvedValue({ city: "Lisbon", places: [GULBENKIAN] });
    const onAdd = vi.fn(() => true);
    renderAdd(onAdd);
    fireEvent.click(screen.getByRole("button", { name: "Add a place to day 2" }));
    const field = screen.getByRole("combobox", { name: "Place" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "gulb" } });
    fireEvent.click(await screen.findByRole("option", { name: /Calouste Gulbenkian Museum/ }));
    expect(api.searchPlaces).toHaveBeenCalledWith("Lisbon, PT", "gulb", expect.anything());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Calouste Gulbenkian Museum",
        latitude: 38.7373,
        longitude: -9.1542,
        duration_minutes: 120,
        entry_fee: "About $12",
        source: "guide",
      }),
    );
    // Done: the form folds back to its button, which has the focus again.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a place to day 2" })),
    );
  });

  it("adds a place the guide lacks as typed, with its address, and says when the plan already has it", async () => {
    api.searchPlaces.mockResolvedValue({ city: "Lisbon", places: [] });
    const onAdd = vi.fn(() => false);
    renderAdd(onAdd);
    fireEvent.click(screen.getByRole("button", { name: "Add a place to day 2" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Place" }), { target: { value: "Casa Fernando Pessoa" } });
    expect(
      await screen.findByText("Nothing in our guide by that name: add it as typed, with its address."),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText("Address (for a place not in our guide)"), {
      target: { value: " Rua Coelho da Rocha 16, 1250-088 Lisboa " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add “Casa Fernando Pessoa” as typed" }));
    expect(onAdd).toHaveBeenCalledWith({
      name: "Casa Fernando Pessoa",
      address: "Rua Coelho da Rocha 16, 1250-088 Lisboa",
      transport: "",
      highlight: "",
      opening_hours: "",
      entry_fee: "",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Casa Fernando Pessoa is already in your plan.");
  });

  it("keeps typing possible when the guide cannot be searched, and offers nothing on a full day", async () => {
    api.searchPlaces.mockRejectedValue(new Error("offline"));
    renderAdd();
    fireEvent.click(screen.getByRole("button", { name: "Add a place to day 2" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Place" }), { target: { value: "Casa" } });
    expect(
      await screen.findByText("The guide cannot be searched right now: you can still add the place as typed."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Add “Casa” as typed" })).toBeEnabled();
    cleanup();

    renderAdd(() => true, true);
    expect(screen.getByRole("button", { name: "Add a place to day 2" })).toBeDisabled();
    expect(screen.getByText("Day 2 is full for this pace.")).toBeVisible();
  });
});
