// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ searchCities: vi.fn() }));
vi.mock("../api/search-cities", () => ({ searchCities: api.searchCities }));

type FakeWindow = Window & {
  __MAPS_FAKE_PLACES__?: string;
  __mapsFake: { requests: { kind: string; includedPrimaryTypes?: string[] }[] };
};
const fakeWindow = window as unknown as FakeWindow;

// The same fake of the Maps JavaScript API the journeys serve in Chromium, evaluated in jsdom: the
// loader finds google.maps already there and resolves without a script.
beforeAll(() => {
  new Function(readFileSync(join(import.meta.dirname, "../../../../../e2e/google-maps-fake.js"), "utf8"))();
});

const { default: GoogleCityField, CITY_PRIMARY_TYPES, WIDGET_READY_TIMEOUT_MS } = await import("./google-city-field");
const { forgetMapsKeyRejection } = await import("../../../lib/google-maps-loader");

// The form's value, shown beside the field so a test reads what the form holds.
function Form() {
  const [value, setValue] = useState("");
  return (
    <>
      <GoogleCityField label="To" value={value} onChange={setValue} />
      <output aria-label="Form value">{value}</output>
    </>
  );
}

const formValue = () => screen.getByRole("status", { name: "Form value" }).textContent;

function widgetInput(): HTMLInputElement {
  const element = document.querySelector("gmp-place-autocomplete");
  if (!element?.shadowRoot) throw new Error("no autocomplete widget yet");
  return element.shadowRoot.querySelector("input")!;
}

afterEach(() => {
  cleanup();
  api.searchCities.mockReset();
  delete fakeWindow.__MAPS_FAKE_PLACES__;
  forgetMapsKeyRejection();
});

describe("GoogleCityField", () => {
  it("shows Google's PlaceAutocompleteElement restricted to cities; typed text and a chosen city become the value", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<Form />);
    const input = await vi.waitFor(widgetInput);
    expect(CITY_PRIMARY_TYPES).toEqual(["(cities)"]);
    expect(document.querySelector("gmp-place-autocomplete")!.getAttribute("aria-label")).toBe("To");

    act(() => {
      input.value = "Lis";
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    });
    expect(formValue()).toBe("Lis");
    const option = await vi.waitFor(() => {
      const found = document.querySelector("gmp-place-autocomplete")!.shadowRoot!.querySelector("li");
      if (!found) throw new Error("no suggestion yet");
      return found;
    });
    expect(fakeWindow.__mapsFake.requests.at(-1)).toMatchObject({
      kind: "autocomplete",
      includedPrimaryTypes: ["(cities)"],
    });
    act(() => option.click());
    await vi.waitFor(() => expect(formValue()).toBe("Lisbon, Portugal"));
    expect(api.searchCities).not.toHaveBeenCalled();
    expect(screen.queryByRole("combobox", { name: "To" })).toBeNull();
    warn.mockRestore();
  });

  it("falls back to our own suggestions, keeping the typed text, when Google refuses the request (a key without Places API (New))", async () => {
    fakeWindow.__MAPS_FAKE_PLACES__ = "error";
    api.searchCities.mockResolvedValue([{ name: "Lisbon", country: "Portugal", label: "Lisbon, Portugal" }]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<Form />);
    const input = await vi.waitFor(widgetInput);
    act(() => {
      input.focus();
      input.value = "Lisb";
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    });
    const field = (await screen.findByRole("combobox", { name: "To" })) as HTMLInputElement;
    expect(field.value).toBe("Lisb");
    // The traveller was typing in the widget: our field takes the focus over.
    expect(document.activeElement).toBe(field);
    expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
    expect(await screen.findByRole("option", { name: /Lisbon/ })).toBeVisible();
    expect(api.searchCities).toHaveBeenCalledWith("Lisb", expect.anything());
    expect(warn.mock.calls[0]![0]).toMatch(/Google refused the request/);
    warn.mockRestore();
  });

  it("falls back to our own suggestions, keeping the typed text and the focus, when Google rejects the site's key (the widget would offer nothing)", async () => {
    // A rejected key: the widget stays on screen, suggests nothing and fires no event; only
    // gm_authFailure says why.
    fakeWindow.__MAPS_FAKE_PLACES__ = "rejected";
    api.searchCities.mockResolvedValue([{ name: "Lisbon", country: "Portugal", label: "Lisbon, Portugal" }]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<Form />);
    const input = await vi.waitFor(widgetInput);
    act(() => {
      input.focus();
      input.value = "Lisb";
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    });
    act(() => window.gm_authFailure!());
    const field = (await screen.findByRole("combobox", { name: "To" })) as HTMLInputElement;
    expect(field.value).toBe("Lisb");
    expect(document.activeElement).toBe(field);
    expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
    expect(await screen.findByRole("option", { name: /Lisbon/ })).toBeTruthy();
    expect(warn.mock.calls[0]![0]).toMatch(/Google rejected this site's key/);
    warn.mockRestore();
  });

  it("never shows the widget when Google rejected the key before the field was shown", async () => {
    api.searchCities.mockResolvedValue([]);
    const imported = vi.spyOn(google.maps, "importLibrary");
    try {
      act(() => window.gm_authFailure!());
      render(<Form />);
      await vi.waitFor(() => expect(imported).toHaveBeenCalledWith("places"));
      await act(async () => {
        await imported.mock.results[0]!.value;
      });
    } finally {
      imported.mockRestore();
    }
    expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "To" }), { target: { value: "Porto" } });
    expect(formValue()).toBe("Porto");
  });

  it("falls back when this Maps version has no PlaceAutocompleteElement", async () => {
    fakeWindow.__MAPS_FAKE_PLACES__ = "missing";
    api.searchCities.mockResolvedValue([]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<Form />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no PlaceAutocompleteElement/), ""));
    const field = screen.getByRole("combobox", { name: "To" });
    fireEvent.change(field, { target: { value: "Porto" } });
    expect(formValue()).toBe("Porto");
    expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
    warn.mockRestore();
  });

  it("keeps our own field when the traveller types in it before the widget is ready: no swap under the caret", async () => {
    api.searchCities.mockResolvedValue([]);
    // The places library answers after the keystroke: without it the widget would be swapped in now.
    const imported = vi.spyOn(google.maps, "importLibrary");
    try {
      render(<Form />);
      const field = screen.getByRole("combobox", { name: "To" });
      fireEvent.change(field, { target: { value: "Lis" } });
      await vi.waitFor(() => expect(imported).toHaveBeenCalledWith("places"));
      await act(async () => {
        await imported.mock.results[0]!.value;
      });
    } finally {
      imported.mockRestore();
    }
    expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
    expect((screen.getByRole("combobox", { name: "To" }) as HTMLInputElement).value).toBe("Lis");
    expect(formValue()).toBe("Lis");
  });

  it("settles on our own suggestions when the widget is not ready in time, and does not swap it in under the traveller later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeWindow.__MAPS_FAKE_PLACES__ = "slow";
    api.searchCities.mockResolvedValue([]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      render(<Form />);
      expect(screen.getByRole("combobox", { name: "To" })).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(WIDGET_READY_TIMEOUT_MS + 10));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not ready in time/), "");
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(document.querySelector("gmp-place-autocomplete")).toBeNull();
      expect(screen.getByRole("combobox", { name: "To" })).toBeVisible();
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });
});
