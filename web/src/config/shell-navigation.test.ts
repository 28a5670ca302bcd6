import { afterEach, describe, expect, it, vi } from "vitest";
import { shellNavigation, shellPaths } from "./shell-navigation";

const navigation = (path: string, mode = "navigate") => ({
  request: { mode },
  url: new URL(path, "https://planner.example.org"),
});

/** The worker's caches, holding the given paths (the precache keeps its entries with a revision query). */
function cachesHolding(paths: string[]) {
  const match = vi.fn(async (url: string, options?: CacheQueryOptions) => {
    const held = paths.find((path) => (options?.ignoreSearch ? path.split("?")[0] === url : path === url));
    return held ? new Response(held) : undefined;
  });
  vi.stubGlobal("caches", { match });
  return match;
}

afterEach(() => vi.unstubAllGlobals());

describe("the service worker's route to the prerendered pages", () => {
  it("takes navigations to the planner, the saved list, a saved trip and a shared trip, and nothing else", () => {
    for (const path of ["/itinerary", "/saved", "/plan/abc123", "/shared/tok-1"])
      expect(shellNavigation.urlPattern(navigation(path)), path).toBe(true);
    for (const path of ["/", "/login", "/account", "/plan/", "/plans/x", "/saved/x", "/join/tok"])
      expect(shellNavigation.urlPattern(navigation(path)), path).toBe(false);
    expect(shellNavigation.urlPattern(navigation("/saved", "cors"))).toBe(false);
  });

  it("keeps exactly those pages out of the fallback to index.html", () => {
    const denied = (path: string) => shellPaths.some((pattern) => pattern.test(path));
    expect(["/itinerary", "/saved", "/plan/abc123", "/shared/tok-1"].every(denied)).toBe(true);
    expect(["/", "/login", "/plan/", "/saved/x", "/itineraryx"].some(denied)).toBe(false);
  });

  it("answers with the page's own shell from the precache", async () => {
    cachesHolding(["/shells/plan.html?__WB_REVISION__=abc", "/index.html?__WB_REVISION__=def"]);
    const response = await shellNavigation.handler(navigation("/plan/abc123"));
    expect(await response.text()).toBe("/shells/plan.html?__WB_REVISION__=abc");
  });

  it("falls back to index.html, then to the network, when the shell is not kept", async () => {
    cachesHolding(["/index.html?__WB_REVISION__=def"]);
    expect(await (await shellNavigation.handler(navigation("/shared/tok-1"))).text()).toBe(
      "/index.html?__WB_REVISION__=def",
    );
    cachesHolding([]);
    const fetched = vi.fn(async () => new Response("from the network"));
    vi.stubGlobal("fetch", fetched);
    expect(await (await shellNavigation.handler(navigation("/saved"))).text()).toBe("from the network");
    expect(fetched).toHaveBeenCalledWith("https://planner.example.org/saved");
  });
});
