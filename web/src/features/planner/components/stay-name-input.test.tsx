// @vitest-environment jsdom
import { STAY_AREA_CATEGORY } from "@itinerary/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StayNameInput } from "./stay-name-input";
import { STAY_NAME_HINT } from "./stay-name-props";

const api = vi.hoisted(() => ({ searchPlaces: vi.fn() }));
vi.mock("../api/search-places", () => ({ searchPlaces: api.searchPlaces }));

const AREA = {
  name: "Baixa and Chiado",
  category: STAY_AREA_CATEGORY,
  latitude: 38.711,
  longitude: -9.139,
  postcode: null,
  highlight: "Where we suggest staying in Lisbon.",
  duration_minutes: 0,
  entry_fee: "Free",
};
const CHIADO = { ...AREA, name: "Chiado", category: "neighbourhood", postcode: "1200-109" };

function Form({ city = "Lisbon, PT", onName = () => undefined }: { city?: string; onName?: (name: string) => void }) {
  const [name, setName] = useState("");
  return (
    <StayNameInput
      city={city}
      value={name}
      onChange={(value) => {
        setName(value);
        onName(value);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  api.searchPlaces.mockReset();
});

describe("StayNameInput", () => {
  it("offers the area we suggest and the guide's places for a stay, and says where the days start once one is picked", async () => {
    api.searchPlaces.mockResolvedValue({ city: "Lisbon", places: [AREA, CHIADO] });
    const onName = vi.fn();
    render(<Form onName={onName} />);
    const plain = screen.getByRole("combobox", { name: "Stay name" });
    expect(plain).toHaveAccessibleDescription(STAY_NAME_HINT);
    fireEvent.focus(plain);
    // The picker takes the plain field's place with the focus, once its code has loaded.
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Stay name" })).not.toBe(plain));
    const field = screen.getByRole("combobox", { name: "Stay name" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "chia" } });
    const area = await screen.findByRole("option", { name: /Baixa and Chiado/ });
    expect(api.searchPlaces).toHaveBeenCalledWith("Lisbon, PT", "chia", expect.anything(), "stay");
    expect(screen.getByRole("option", { name: /^Chiado\s*neighbourhood$/ })).toBeTruthy();
    fireEvent.click(area);
    expect(onName).toHaveBeenLastCalledWith("Baixa and Chiado");
    expect(field).toHaveValue("Baixa and Chiado");
    expect(field).toHaveAccessibleDescription(
      "Each day starts in Baixa and Chiado, where we suggest staying in Lisbon. Add your street address for exact walks.",
    );
    // Typing on makes it the traveller's own name again: the picked line gives way to the hint.
    fireEvent.change(field, { target: { value: "Baixa and Chiado flat" } });
    expect(field).toHaveAccessibleDescription(STAY_NAME_HINT);
  });

  it("keeps any typed name, and searches nothing before the trip has a destination", async () => {
    api.searchPlaces.mockResolvedValue({ city: "Lisbon", places: [] });
    render(<Form city="" />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Stay name" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Stay name" })).toHaveAttribute("aria-controls"));
    const field = screen.getByRole("combobox", { name: "Stay name" });
    fireEvent.change(field, { target: { value: "Casa do Largo" } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.searchPlaces).not.toHaveBeenCalled();
    expect(field).toHaveValue("Casa do Largo");
    expect(screen.queryByRole("option")).toBeNull();
  });
});
