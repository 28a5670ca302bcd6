// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage } from "../../testing/fake-cache-storage";
import { TRIP_TILES_CACHE } from "../../lib/offline/tile-caches";
import { savedArea } from "../../lib/offline/trip-map-tiles";

const settings = vi.hoisted(() => ({ downloadAllowed: true, googleMapsApiKey: null as string | null }));
vi.mock("../../config/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../config/env")>();
  return {
    env: {
      ...actual.env,
      get googleMapsApiKey() {
        return settings.googleMapsApiKey;
      },
      mapTiles: {
        ...actual.env.mapTiles,
        url: "https://tiles.example.org/{z}/{x}/{y}.png",
        get downloadAllowed() {
          return settings.downloadAllowed;
        },
      },
    },
  };
});

const { OfflineMap, OFFLINE_MAP_TEXT, offersOfflineMap } = await import("./offline-map");

const KYOTO = [
  { lat: 35.0394, lng: 135.7292 },
  { lat: 34.9671, lng: 135.7727 },
  { lat: 35.0037, lng: 135.775 },
];

let storage: FakeCacheStorage;
let release: (() => void) | null;

beforeEach(() => {
  settings.downloadAllowed = true;
  settings.googleMapsApiKey = null;
  storage = new FakeCacheStorage();
  release = null;
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("fetch", async () => {
    // Held until the test lets the tiles arrive, so the progress can be seen.
    if (!release) await new Promise<void>((resolve) => (release = resolve));
    return new Response("png");
  });
});
afterEach(() => {
  // Toasts are kept across renders: one test's must not stand in for the next one's.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tilesKept = () => storage.urls(TRIP_TILES_CACHE).filter((url) => url.startsWith("https://tiles.example.org/"));

function show(points = KYOTO) {
  return render(
    <>
      <OfflineMap areaKey="trip:k1" points={points} />
      <Toaster />
    </>,
  );
}

/** The trip's map saved for offline use, then the page left: the area the device keeps. */
async function saveAndLeave() {
  release = () => {};
  show();
  fireEvent.click(await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.save }));
  await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.remove });
  const area = (await savedArea("trip:k1"))!;
  cleanup();
  return area;
}

/** The trip after a stop was added far out in Arashiyama: the tiles kept before miss it. */
const MOVED = [...KYOTO, { lat: 35.0094, lng: 135.6668 }];

describe("Available offline", () => {
  it("is offered only for a tile server that allows it, on the keyless map, in a browser that keeps files", () => {
    expect(offersOfflineMap()).toBe(true);
    settings.downloadAllowed = false;
    expect(offersOfflineMap()).toBe(false);
    settings.downloadAllowed = true;
    settings.googleMapsApiKey = "key";
    expect(offersOfflineMap()).toBe(false);
    settings.googleMapsApiKey = null;
    vi.stubGlobal("caches", undefined);
    expect(offersOfflineMap()).toBe(false);
  });

  it("saves the trip's area with its progress on the button, then says what is on the device and removes it", async () => {
    show();
    const button = await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.save });
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Saving map… 0%" })).toBeDisabled();
    await act(async () => release?.());
    expect(await screen.findByText(OFFLINE_MAP_TEXT.done)).toBeVisible();
    const area = (await savedArea("trip:k1"))!;
    expect(area.urls.length).toBeGreaterThan(50);
    expect(tilesKept()).toHaveLength(area.urls.length);
    expect(screen.getByText(OFFLINE_MAP_TEXT.saved(area.urls.length))).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: OFFLINE_MAP_TEXT.remove }));
    expect(await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.save })).toBeEnabled();
    expect(await screen.findByText(OFFLINE_MAP_TEXT.removed)).toBeVisible();
    expect(tilesKept()).toEqual([]);
  });

  it("shows a trip saved before as saved, on its next visit", async () => {
    await saveAndLeave();
    show();
    expect(await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.remove })).toBeVisible();
  });

  it("says when the trip's stops moved past the saved map, and updates it to the trip as it is", async () => {
    const before = await saveAndLeave();
    show(MOVED);
    expect(await screen.findByText(OFFLINE_MAP_TEXT.outdated(before.urls.length))).toBeVisible();
    expect(screen.queryByText(OFFLINE_MAP_TEXT.saved(before.urls.length))).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: OFFLINE_MAP_TEXT.update }));
    expect(await screen.findByText(OFFLINE_MAP_TEXT.updated)).toBeVisible();
    const after = (await savedArea("trip:k1"))!;
    expect(after.urls).not.toEqual(before.urls);
    expect(screen.getByText(OFFLINE_MAP_TEXT.saved(after.urls.length))).toBeVisible();
    // The tiles only the old area used are gone; the device holds exactly the new area.
    expect(tilesKept().sort()).toEqual([...after.urls].sort());
  });

  it("keeps the map saved before when its update fails, still saying what it misses", async () => {
    const before = await saveAndLeave();
    vi.stubGlobal("fetch", async () => new Response("no", { status: 503 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    show(MOVED);
    fireEvent.click(await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.update }));
    expect(await screen.findByText(OFFLINE_MAP_TEXT.failed)).toBeVisible();
    expect(await screen.findByText(OFFLINE_MAP_TEXT.outdated(before.urls.length))).toBeVisible();
    expect(await savedArea("trip:k1")).toEqual(before);
    expect(tilesKept().sort()).toEqual([...before.urls].sort());
  });

  it("offers no update without a connection, and says why", async () => {
    await saveAndLeave();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    show(MOVED);
    const update = await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.update });
    expect(update).toBeDisabled();
    expect(update).toHaveAccessibleDescription(OFFLINE_MAP_TEXT.needsConnection);
  });

  it("says why it waits without a connection", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    show();
    const button = await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.save });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_MAP_TEXT.needsConnection);
  });

  it("tells the traveller when the tiles cannot be had, and claims nothing", async () => {
    vi.stubGlobal("fetch", async () => new Response("no", { status: 403 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    show();
    fireEvent.click(await screen.findByRole("button", { name: OFFLINE_MAP_TEXT.save }));
    expect(await screen.findByText(OFFLINE_MAP_TEXT.failed)).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: OFFLINE_MAP_TEXT.save })).toBeEnabled());
    expect(await savedArea("trip:k1")).toBeNull();
    expect(tilesKept()).toEqual([]);
  });
});
