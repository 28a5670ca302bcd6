import { GetUserProfileResponse, GetSavedItinerariesResponse } from "@itinerary/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiRequestError, apiCall, errorMessage, setSessionExpiredHandler } from "./api-client";
import { provideIdToken } from "./id-token";

// App Check as a deployment has it; the ID token from a signed-in session (./firebase registers its source).
vi.mock("./firebase-app", () => ({ getAppCheckToken: async () => "app-check-1" }));

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers: { "Content-Type": "application/json" } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

const sessionExpired = vi.fn();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  setSessionExpiredHandler(sessionExpired);
  provideIdToken(async () => "id-token-1");
});
afterEach(() => {
  setSessionExpiredHandler(null);
  provideIdToken(null);
  fetchMock.mockReset();
  sessionExpired.mockReset();
  vi.unstubAllGlobals();
});

describe("apiCall", () => {
  it("calls the endpoint under the API base with the ID token and App Check token, and parses the answer", async () => {
    answer(200, { tokens: 42, departureCity: "Lisbon", actionCosts: { generate: 10, regenerate: 5, finalize: 10 } });
    await expect(apiCall("getUserProfile", GetUserProfileResponse)).resolves.toMatchObject({
      tokens: 42,
      departureCity: "Lisbon",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/get-user-profile");
    expect(init?.method).toBe("GET");
    expect(init?.headers).toMatchObject({ Authorization: "Bearer id-token-1", "X-Firebase-AppCheck": "app-check-1" });

    answer(200, {});
    await apiCall("deleteItinerary", z.object({}), { id: "trip 1", query: { a: "b" } });
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/delete-itinerary/trip%201?a=b");
  });

  it("calls without an Authorization header when no session has started (a shared link's page)", async () => {
    provideIdToken(null);
    answer(200, { tokens: 1, departureCity: "Lisbon", actionCosts: { generate: 10, regenerate: 5, finalize: 10 } });
    await apiCall("getUserProfile", GetUserProfileResponse);
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers["X-Firebase-AppCheck"]).toBe("app-check-1");
  });

  it("ends the session on a 401 when the call asks for it (planner actions)", async () => {
    answer(401, { detail: "Your session has expired or is invalid. Please sign in again." });
    const error = await failure(apiCall("generateItinerary", z.object({}), { body: {}, expireSessionOn401: true }));
    expect(error.status).toBe(401);
    expect(sessionExpired).toHaveBeenCalledOnce();
  });

  it("does not end the session on a 401 otherwise: the saved list must not log the traveller out", async () => {
    answer(401, { detail: "Your session has expired or is invalid. Please sign in again." });
    const error = await failure(apiCall("getSavedItineraries", GetSavedItinerariesResponse));
    expect(error.status).toBe(401);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("does not end the session on other failures, such as a refused App Check attestation (403)", async () => {
    answer(403, { detail: "This app could not be verified." });
    const error = await failure(apiCall("generateItinerary", z.object({}), { body: {}, expireSessionOn401: true }));
    expect(error.status).toBe(403);
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it("surfaces the server's detail, and the screen's fallback when there is none", async () => {
    answer(402, { detail: "You need 10 tokens for this; you have 4." });
    const withDetail = await failure(apiCall("generateItinerary", z.object({}), { body: {} }));
    expect(withDetail.status).toBe(402);
    expect(withDetail.detail).toBe("You need 10 tokens for this; you have 4.");
    expect(withDetail.message).toBe("You need 10 tokens for this; you have 4.");
    expect(errorMessage(withDetail, "Failed to generate itinerary.")).toBe("You need 10 tokens for this; you have 4.");

    answer(502, "<html>Bad gateway</html>");
    const withoutDetail = await failure(apiCall("generateItinerary", z.object({}), { body: {} }));
    expect(withoutDetail.detail).toBeNull();
    expect(errorMessage(withoutDetail, "Failed to generate itinerary.")).toBe("Failed to generate itinerary.");
    expect(errorMessage(new Error("network down"), "Failed to generate itinerary.")).toBe(
      "Failed to generate itinerary.",
    );
  });

  it("rejects an answer that does not match the contract instead of guessing its shape", async () => {
    answer(200, { tokens: "many" });
    const error = await failure(apiCall("getUserProfile", GetUserProfileResponse));
    expect(error.status).toBe(200);
    expect(error.detail).toBeNull();
  });
});
