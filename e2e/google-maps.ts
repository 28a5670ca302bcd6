import type { BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** How the fake's PlaceAutocompleteElement behaves (see google-maps-fake.js). */
export type FakePlaces = "ok" | "error" | "missing" | "rejected";

const FAKE_SCRIPT = readFileSync(join(import.meta.dirname, "google-maps-fake.js"), "utf8");
export const FAKE_BROWSER_KEY = "fake-browser-maps-key";

/**
 * Gives the app a browser Maps key (read at run time by an emulator build only) and answers the Maps
 * JavaScript API's script URL with the fake, so the Google adapters run in Chromium. Every request
 * the app makes to maps.googleapis.com is listed in the returned array.
 */
export async function useFakeGoogleMaps(context: BrowserContext, places: FakePlaces = "ok"): Promise<string[]> {
  const requested: string[] = [];
  await context.route("https://maps.googleapis.com/**", (route) => {
    requested.push(route.request().url());
    if (new URL(route.request().url()).pathname === "/maps/api/js") {
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_SCRIPT });
    }
    return route.fulfill({ status: 404, body: "" });
  });
  await context.addInitScript(
    ({ key, mode }) => {
      Object.assign(window, { __EMULATOR_MAPS_KEY__: key, __MAPS_FAKE_PLACES__: mode });
    },
    { key: FAKE_BROWSER_KEY, mode: places },
  );
  return requested;
}
