// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CityInput } from "./city-input";

const api = vi.hoisted(() => ({ searchCities: vi.fn() }));
vi.mock("../api/search-cities", () => ({ searchCities: api.searchCities }));

function Form() {
  const [value, setValue] = useState("");
  return <CityInput label="To" value={value} onChange={setValue} error={value ? undefined : "Enter a destination."} />;
}

afterEach(() => {
  cleanup();
  api.searchCities.mockReset();
});

describe("CityInput", () => {
  it("paints a plain labelled combobox, then swaps in the suggestions once the traveller reaches for it, keeping focus and text", async () => {
    api.searchCities.mockResolvedValue([{ name: "Lisbon", country: "Portugal", label: "Lisbon, Portugal" }]);
    render(<Form />);
    const plain = screen.getByRole("combobox", { name: "To" }) as HTMLInputElement;
    expect(plain.getAttribute("aria-expanded")).toBe("false");
    expect(plain.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a destination.")).toBeVisible();

    // Typed before the full field has loaded: the text is the form's value all the same.
    act(() => plain.focus());
    fireEvent.change(plain, { target: { value: "Lisb" } });
    expect(plain.value).toBe("Lisb");

    const option = await screen.findByRole("option", { name: /Lisbon/ });
    const full = screen.getByRole("combobox", { name: "To" }) as HTMLInputElement;
    expect(full).not.toBe(plain);
    expect(full.value).toBe("Lisb");
    expect(document.activeElement).toBe(full);
    expect(full.selectionStart).toBe(4);
    expect(full.getAttribute("aria-invalid")).toBeNull();
    expect(api.searchCities).toHaveBeenCalledWith("Lisb", expect.anything());
    expect(option.textContent).toContain("Portugal");
  });

  it("mounts the full field at once once it has loaded, without opening its list unasked", async () => {
    api.searchCities.mockResolvedValue([]);
    // Loaded by the test above (or by this import): a new field starts as the full one.
    await import("./keyless-city-field");
    render(<Form />);
    // Downshift's input names its list; the plain one has none yet.
    const field = screen.getByRole("combobox", { name: "To" });
    expect(field.getAttribute("aria-controls")).toBeTruthy();
    expect(field.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("option")).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
