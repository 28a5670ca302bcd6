import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api-error";
import { createSavedItinerary } from "../../testing/data-generators";
import { forgetOfflineTrips, readTrip } from "./offline-store";
import { loadSavedTrip, NotOnDeviceError } from "./trip-copies";

const TRIP = createSavedItinerary({ id: "kyoto-1", destination: "Kyoto" });
const online = (onLine: boolean) => vi.stubGlobal("navigator", { onLine });
/** Lets the copy the load keeps in the background land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Ana's trip, kept on the device by a first opening, opened again while the server holds its answer:
 * what the copy painted, the server's answer to give, and the opening.
 */
async function openWhileServerWaits() {
  await loadSavedTrip("ana", TRIP.id, async () => TRIP);
  await settle();
  const shown: unknown[] = [];
  let answer!: (trip: typeof TRIP) => void;
  const loading = loadSavedTrip(
    "ana",
    TRIP.id,
    () => new Promise((resolve) => (answer = resolve)),
    undefined,
    (copy) => shown.push(copy.value),
  );
  await settle();
  return { shown, answer, loading };
}

beforeEach(() => online(true));
afterEach(async () => {
  vi.unstubAllGlobals();
  await forgetOfflineTrips();
});

describe("a saved trip kept on this device", () => {
  it("is the server's answer online, and is kept for later", async () => {
    expect(await loadSavedTrip("ana", TRIP.id, async () => TRIP)).toEqual({ value: TRIP, syncedAt: null });
    await settle();
    expect((await readTrip("ana", TRIP.id))?.value).toEqual(TRIP);
  });

  it("opens from the copy when the connection fails, saying when it was synced", async () => {
    await loadSavedTrip("ana", TRIP.id, async () => TRIP);
    await settle();
    online(false);
    const loaded = await loadSavedTrip("ana", TRIP.id, () => Promise.reject(new TypeError("Failed to fetch")));
    expect(loaded.value).toEqual(TRIP);
    expect(loaded.syncedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is never another traveller's, and without a copy says it is not on this device", async () => {
    await loadSavedTrip("ana", TRIP.id, async () => TRIP);
    await settle();
    online(false);
    await expect(
      loadSavedTrip("ben", TRIP.id, () => Promise.reject(new TypeError("Failed to fetch"))),
    ).rejects.toBeInstanceOf(NotOnDeviceError);
  });

  it("passes on what the server answered: a trip deleted or left is not shown from an old copy", async () => {
    await loadSavedTrip("ana", TRIP.id, async () => TRIP);
    await settle();
    const gone = new ApiRequestError(404, "Could not find the requested plan.");
    await expect(loadSavedTrip("ana", TRIP.id, () => Promise.reject(gone))).rejects.toBe(gone);
  });

  it("paints from the copy while the server is asked, and not once the server has answered", async () => {
    const newer = { ...TRIP, saved_at: "2030-01-01T00:00:00Z" };
    const { shown, answer, loading } = await openWhileServerWaits();
    expect(shown).toEqual([TRIP]);
    answer(newer);
    expect(await loading).toEqual({ value: newer, syncedAt: null });

    // A server quicker than the device: its answer stands alone.
    const late: unknown[] = [];
    await loadSavedTrip(
      "ana",
      TRIP.id,
      async () => newer,
      undefined,
      (copy) => late.push(copy),
    );
    await settle();
    expect(late).toEqual([]);
  });

  it("has nothing to paint early for a trip never opened on this device", async () => {
    const shown: unknown[] = [];
    await loadSavedTrip(
      "ana",
      "never-opened",
      async () => TRIP,
      undefined,
      (copy) => shown.push(copy),
    );
    await settle();
    expect(shown).toEqual([]);
  });

  it("answers with the copy's own object when the server confirms the copy on screen, so the plan is not rendered again", async () => {
    const { shown, answer, loading } = await openWhileServerWaits();
    answer(structuredClone(TRIP));
    const loaded = await loading;
    expect(loaded.syncedAt).toBeNull();
    expect(loaded.value).toBe(shown[0]);
  });
});
