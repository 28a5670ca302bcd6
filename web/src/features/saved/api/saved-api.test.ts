import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionExpiredHandler } from "../../../lib/api-client";
import { deleteItinerary } from "./delete-itinerary";
import { getItinerary } from "./get-itinerary";
import { getSavedItineraries } from "./get-saved-itineraries";
import { saveItinerary } from "./save-itinerary";
import { createSavedItinerary, saveBodyOf } from "../../../testing/data-generators";
import { updateItinerary } from "./update-itinerary";

vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));
vi.mock("../../../lib/id-token", () => ({ currentIdToken: async () => "id-token-1" }));

const fetchMock = vi.fn<typeof fetch>();
const sessionExpired = vi.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}
const request = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

const SAVED = createSavedItinerary({
  id: "trip-1",
  destination: "Lisbon",
  savedAt: "2026-11-23T12:00:00.000Z",
  days: 1,
});
const BODY = saveBodyOf(SAVED);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  setSessionExpiredHandler(sessionExpired);
});
afterEach(() => {
  setSessionExpiredHandler(null);
  fetchMock.mockReset();
  sessionExpired.mockReset();
  vi.unstubAllGlobals();
});

describe("the saved-plan calls", () => {
  it("save POSTs the plan and returns the new id", async () => {
    answer(201, { id: "trip-1", saved_at: SAVED.saved_at });
    await expect(saveItinerary(BODY)).resolves.toEqual({ id: "trip-1", saved_at: SAVED.saved_at });
    expect(request()).toEqual({ url: "/api/save-itinerary", method: "POST", body: BODY });
  });

  it("update PUTs the plan to its id", async () => {
    answer(200, { id: "trip/1", saved_at: SAVED.saved_at });
    await updateItinerary("trip/1", BODY);
    expect(request()).toEqual({ url: "/api/update-itinerary/trip%2F1", method: "PUT", body: BODY });
  });

  it("the list and one plan are GETs whose answers are checked against the contract", async () => {
    answer(200, { saved_itineraries: [SAVED] });
    await expect(getSavedItineraries()).resolves.toEqual({ plans: [SAVED], nextCursor: null });
    answer(200, SAVED);
    await expect(getItinerary("trip-1")).resolves.toEqual(SAVED);
    expect([request(0), request(1)]).toEqual([
      { url: "/api/get-saved-itineraries", method: "GET", body: undefined },
      { url: "/api/get-itinerary/trip-1", method: "GET", body: undefined },
    ]);

    answer(200, { saved_itineraries: [SAVED], next_cursor: "1763899200000.trip-1" });
    await expect(getSavedItineraries({ cursor: "1763899200000.trip-0" })).resolves.toEqual({
      plans: [SAVED],
      nextCursor: "1763899200000.trip-1",
    });
    expect(request(2).url).toBe("/api/get-saved-itineraries?cursor=1763899200000.trip-0");

    answer(200, { saved_itineraries: [{ id: "trip-1" }] });
    await expect(getSavedItineraries()).rejects.toMatchObject({ status: 200, detail: null });
  });

  it("delete sends DELETE to the id", async () => {
    answer(200, { id: "trip-1", deleted: true });
    await expect(deleteItinerary("trip-1")).resolves.toEqual({ id: "trip-1", deleted: true });
    expect(request()).toMatchObject({ url: "/api/delete-itinerary/trip-1", method: "DELETE" });
  });

  it("a 401 ends the session for save, update and plan load, but not for the saved list or its delete", async () => {
    const unauthorized = { detail: "Your session has expired or is invalid. Please sign in again." };
    for (const call of [
      () => saveItinerary(BODY),
      () => updateItinerary("trip-1", BODY),
      () => getItinerary("trip-1"),
    ]) {
      answer(401, unauthorized);
      await expect(call()).rejects.toMatchObject({ status: 401 });
    }
    expect(sessionExpired).toHaveBeenCalledTimes(3);

    sessionExpired.mockReset();
    answer(401, unauthorized);
    await expect(getSavedItineraries()).rejects.toMatchObject({ status: 401 });
    answer(401, unauthorized);
    await expect(deleteItinerary("trip-1")).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired).not.toHaveBeenCalled();

    answer(401, unauthorized);
    await expect(deleteItinerary("trip-1", { expireSessionOn401: true })).rejects.toMatchObject({ status: 401 });
    expect(sessionExpired).toHaveBeenCalledOnce();
  });
});
