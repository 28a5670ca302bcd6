// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageCodeTags, withShell } from "../../prerender-shells";
import type { AuthContextValue } from "../features/auth/components/auth-provider";
import { PRERENDERED_PAGES, renderShell } from "./prerender";
import { ProtectedLayout } from "./routes/protected-layout";
import { SharedRoute } from "./routes/shared";
import { prerenderedPage, SHARED_PREFIX, type PrerenderedPage } from "../config/prerendered-pages";
import { RouteFallback } from "./routes/page-shells";

const WEB_ROOT = join(__dirname, "..", "..");

const auth = vi.hoisted(() => ({ current: null as unknown as AuthContextValue }));
vi.mock("../features/auth/components/auth-provider", () => ({ useAuth: () => auth.current }));
// The shared trip stays on its way: the page shows its waiting state.
vi.mock("../features/shared/api/shared-itinerary", () => ({ getSharedItinerary: () => new Promise(() => {}) }));
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

/** A page a prerendered shell serves: its path itself, or one under its prefix. */
const urlOf = (page: PrerenderedPage) => (page.prefix ? `${page.path}abc123` : page.path);
const signedIn = PRERENDERED_PAGES.filter((page) => page.path !== SHARED_PREFIX);

/** Renders `element` at `url` into a root holding its page's prerendered markup: it must put back the same. */
function expectRenderedOverShell(page: PrerenderedPage, element: ReactElement) {
  const root = document.createElement("div");
  root.innerHTML = renderShell(page.path).html;
  const prerendered = normalised(root.innerHTML);
  document.body.append(root);
  render(<MemoryRouter initialEntries={[urlOf(page)]}>{element}</MemoryRouter>, { container: root });
  expect(normalised(root.innerHTML)).toBe(prerendered);
}

/** A shell's markup, laid out. */
function shellOf(path: string): HTMLElement {
  const page = document.createElement("div");
  page.innerHTML = renderShell(path).html;
  return page;
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

  it("hold a saved trip's header and its waiting state, for every trip", () => {
    const { title } = renderShell("/plan/");
    expect(title).toBe("Your trip · Itinerary Planner");
    const page = shellOf("/plan/");
    expect(page.querySelector("header nav")).not.toBeNull();
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Loading your trip...");
    expect(prerenderedPage("/plan/abc123")?.file).toBe("plan.html");
    expect(prerenderedPage("/plan/")).toBeUndefined();
  });

  it("hold a shared trip's public frame (no sign-in needed) and its waiting state", () => {
    const { title } = renderShell("/shared/");
    expect(title).toBe("Shared trip · Itinerary Planner");
    const page = shellOf("/shared/");
    expect(page.querySelector(".public-header a[href='/login']")?.textContent).toBe("Sign in");
    expect(page.querySelector("header nav")).toBeNull();
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Loading the shared trip...");
    expect(page.querySelector("footer")).not.toBeNull();
  });

  it("refuse a page that is not prerendered", () => {
    expect(() => renderShell("/account")).toThrow("/account is not a prerendered page");
    expect(prerenderedPage("/account")).toBeUndefined();
  });

  it.each(PRERENDERED_PAGES.map((page) => [urlOf(page), page] as const))(
    "%s: while the app's code loads, React's first render puts the same markup in its place",
    (_url, page) => expectRenderedOverShell(page, <RouteFallback />),
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

  it.each(signedIn.map((page) => [urlOf(page), page] as const))(
    "%s: so does the page's layout while the session is confirmed",
    (_url, page) => {
      auth.current = confirming();
      expectRenderedOverShell(page, <ProtectedLayout />);
    },
  );

  it("/shared/{token}: so does the shared trip's page while the trip loads", () => {
    const shared = PRERENDERED_PAGES.find((page) => page.path === SHARED_PREFIX)!;
    expectRenderedOverShell(
      shared,
      <Routes>
        <Route path="/shared/:token" element={<SharedRoute />} />
      </Routes>,
    );
  });
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

describe("pageCodeTags", () => {
  // A build in miniature: the entry, a route with a chunk of its own and one it shares with the entry.
  type Chunk = Parameters<typeof pageCodeTags>[2];
  const chunk = (fileName: string, imports: string[], css: string[] = []) =>
    ({ fileName, imports, viteMetadata: { importedCss: new Set(css) } }) as unknown as Chunk;
  const files: Record<string, Chunk> = {
    "assets/index.js": chunk("assets/index.js", ["assets/react.js"]),
    "assets/react.js": chunk("assets/react.js", []),
    "assets/plan.js": chunk("assets/plan.js", ["assets/react.js", "assets/final-plan.js"], ["assets/plan.css"]),
    "assets/final-plan.js": chunk("assets/final-plan.js", [], ["assets/final-plan.css"]),
    "assets/leaflet.js": chunk("assets/leaflet.js", [], ["assets/leaflet.css"]),
  };
  const modules: Record<string, string> = {
    "src/app/routes/plan.tsx": "assets/plan.js",
    "src/components/map/leaflet-map-adapter.tsx": "assets/leaflet.js",
  };
  const chunks = {
    byModule: (module: string) => files[modules[module]!]!,
    byFile: (file: string) => files[file],
  };
  const tripMap = { module: "src/components/map/leaflet-map-adapter.tsx", tileOrigin: "https://tiles.example.org" };

  it("names each chunk a page needs once, imports first, leaving out what the entry already loads", () => {
    const tags = pageCodeTags(
      { code: ["src/app/routes/plan.tsx"], tripMap: true },
      chunks,
      files["assets/index.js"]!,
      tripMap,
    );
    expect(tags.split("\n").map((tag) => tag.trim())).toEqual([
      '<link rel="preconnect" href="https://tiles.example.org" />',
      '<link rel="modulepreload" crossorigin href="/assets/final-plan.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/plan.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/leaflet.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/final-plan.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/plan.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/leaflet.css" />',
    ]);
  });

  it("adds nothing for a page without code of its own, and no map for a page without one", () => {
    expect(pageCodeTags({}, chunks, files["assets/index.js"]!, tripMap)).toBe("");
    expect(pageCodeTags({ code: ["src/app/routes/plan.tsx"] }, chunks, files["assets/index.js"]!, tripMap)).not.toMatch(
      /leaflet|preconnect/,
    );
  });

  it("names the chunks of every prerendered page that has code in the real table", () => {
    // Each module the table names is a file of the app (a renamed route would leave the page without its code).
    for (const page of PRERENDERED_PAGES)
      for (const module of page.code ?? []) expect(existsSync(join(WEB_ROOT, module)), module).toBe(true);
  });
});
