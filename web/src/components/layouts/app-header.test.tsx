// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppHeader, type AppHeaderProps } from "./app-header";

function renderHeader(props: Partial<AppHeaderProps> = {}) {
  const handlers = { onBuyTokens: vi.fn(), onLogout: vi.fn() };
  render(
    <MemoryRouter initialEntries={["/itinerary"]}>
      <AppHeader tokens={null} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

afterEach(cleanup);

describe("AppHeader", () => {
  it("hides the balance while it is unknown", () => {
    renderHeader({ tokens: null });
    expect(screen.queryByTestId("token-balance")).toBeNull();
    expect(screen.queryByText(/tokens?$/)).toBeNull();
  });

  it("shows a known balance, including zero", () => {
    renderHeader({ tokens: 30 });
    expect(screen.getByTestId("token-balance").textContent).toBe("30 tokens");
    expect(screen.getByRole("status").textContent).toBe("Token balance: 30 tokens");
    cleanup();
    renderHeader({ tokens: 0 });
    expect(screen.getByTestId("token-balance").textContent).toBe("0 tokens");
  });

  it("links the logo to /itinerary and offers Buy Tokens, Saved, Create New and Logout", () => {
    const { onBuyTokens, onLogout } = renderHeader({ tokens: 5 });
    expect(screen.getByRole("link", { name: /Itinerary Planner/ }).getAttribute("href")).toBe("/itinerary");
    expect(screen.getByRole("link", { name: "Saved" }).getAttribute("href")).toBe("/saved");
    expect(screen.getByRole("link", { name: "Create New" }).getAttribute("href")).toBe("/itinerary");
    fireEvent.click(screen.getByRole("button", { name: "Buy Tokens" }));
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(onBuyTokens).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("has a menu button whose aria-expanded follows the dropdown, closing on Escape", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle.getAttribute("aria-controls")).toBe(nav.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav.className).toContain("is-open");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes the open menu when another page is shown", () => {
    let navigate: NavigateFunction = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={["/itinerary"]}>
        <AppHeader tokens={null} onBuyTokens={vi.fn()} onLogout={vi.fn()} />
        <Navigator />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    act(() => void navigate("/saved"));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("navigation", { name: "Main" }).className).not.toContain("is-open");
  });

  it("moves focus from a dropdown item to the menu button as the dropdown closes, before the action runs", () => {
    let focusedDuringAction: Element | null = null;
    const onBuyTokens = vi.fn(() => void (focusedDuringAction = document.activeElement));
    renderHeader({ onBuyTokens });
    const toggle = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(toggle);
    const buy = screen.getByRole("button", { name: "Buy Tokens" });
    buy.focus();
    fireEvent.click(buy);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(focusedDuringAction).toBe(toggle);
  });
});
