// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withShell } from "../../prerender-shells";
import type { AuthContextValue } from "../features/auth/components/auth-provider";
import { PRERENDERED_PAGES, renderShell } from "./prerender";
import { ProtectedLayout } from "./routes/protected-layout";
import { RouteFallback } from "./routes/signed-in-shell";

const auth = vi.hoisted(() => ({ current: null as unknown as AuthContextValue }));
vi.mock("../features/auth/components/auth-provider", () => ({ useAuth: () => auth.current }));
vi.mock("../features/profile/components/profile-provider", () => ({
  useProfile: () => ({ status: "loading", tokens: null, departureCity: null, retry: () => {} }),
}));

/** A session remembered on this device, not yet confirmed by Firebase Auth. */
function confirming(): AuthContextValue {
  return {
    status: "unknown",
    confirmed: false,
    user: null,
    signInPending: false,
    ensureStarted: () => {},
    signInWithEmail: async () => {},
    signUpWithEmail: async () => {},
    signInWithGoogle: async () => {},
    signOut: async () => {},
    sendVerificationEmail: async () => {},
    refreshVerification: async () => false,
  };
}

/** Markup as a browser lays it out: React's generated ids and text separators differ between the two renders. */
function normalised(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/(id|aria-controls)="[^"]*"/g, '$1="ID"')
    .replace(/ data-discover="true"/g, "");
}

/** Renders `element` at `path` into a root holding that page's prerendered markup: it must put back the same. */
function expectRenderedOverShell(path: string, element: ReactElement) {
  const root = document.createElement("div");
  root.innerHTML = renderShell(path).html;
  const prerendered = normalised(root.innerHTML);
  document.body.append(root);
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>, { container: root });
  expect(normalised(root.innerHTML)).toBe(prerendered);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("prerendered signed-in pages", () => {
  it("hold the planner's heading and purpose, the header with its link marked current, and the page's tab title", () => {
    const { html, title } = renderShell("/itinerary");
    expect(title).toBe("Plan a trip · Itinerary Planner");
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("h1")?.textContent).toBe("Plan a new trip");
    expect(page.querySelector(".page-subtitle")?.textContent).toMatch(/^Tell us where and how you like to travel/);
    expect(page.querySelector('[aria-current="page"]')?.textContent).toBe("Create New");
    expect(page.querySelector(".token-balance")).toBeNull();
  });

  it("hold the saved list's heading, its way to a new trip and its waiting state", () => {
    const { html, title } = renderShell("/saved");
    expect(title).toBe("Saved itineraries · Itinerary Planner");
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("h1")?.textContent).toBe("Your Saved Itineraries");
    expect(page.querySelector("a.button-primary")?.getAttribute("href")).toBe("/itinerary");
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Loading your saved plans...");
  });

  it("refuse a page that is not prerendered", () => {
    expect(() => renderShell("/account")).toThrow("/account is not a prerendered page");
  });

  it.each(PRERENDERED_PAGES.map((page) => [page.path]))(
    "%s: while the app's code loads, React's first render puts the same markup in its place",
    (path) => expectRenderedOverShell(path, <RouteFallback />),
  );

  it("show the plain waiting state on other pages while their code loads", () => {
    render(
      <MemoryRouter initialEntries={["/account"]}>
        <RouteFallback />
      </MemoryRouter>,
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Loading...");
    expect(document.querySelector("header")).toBeNull();
  });

  it.each(PRERENDERED_PAGES.map((page) => [page.path]))(
    "%s: so does the page's layout while the session is confirmed",
    (path) => {
      auth.current = confirming();
      expectRenderedOverShell(path, <ProtectedLayout />);
    },
  );
});

describe("withShell", () => {
  const index = '<html><head><title>Itinerary Planner</title></head><body><div id="root"></div></body></html>';

  it("puts the page inside the root element and names the tab, escaped", () => {
    expect(withShell(index, { html: "<main>Hi</main>", title: "Fish & <chips>" })).toBe(
      '<html><head><title>Fish &amp; &lt;chips></title></head><body><div id="root"><main>Hi</main></div></body></html>',
    );
  });

  it("fails the build when index.html has no empty root to fill", () => {
    expect(() => withShell("<body></body>", { html: "", title: "x" })).toThrow(/no <div id="root"><\/div>/);
  });
});
