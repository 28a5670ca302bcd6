import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api-error";
import { describedBy, isConnectionFailure, lastSyncedText } from "./connection";

afterEach(() => vi.unstubAllGlobals());

describe("what counts as no connection", () => {
  it("is a failed fetch or Firebase's network error, never an answer of the server's", () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(isConnectionFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isConnectionFailure({ code: "auth/network-request-failed" })).toBe(true);
    expect(isConnectionFailure(new ApiRequestError(503, null))).toBe(false);
    expect(isConnectionFailure(new ApiRequestError(404, "gone"))).toBe(false);
    expect(isConnectionFailure(new DOMException("stopped", "AbortError"))).toBe(false);
    expect(isConnectionFailure(new Error("a bug"))).toBe(false);
  });

  it("is any failure while the browser says it is offline", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(isConnectionFailure(new Error("whatever broke"))).toBe(true);
  });
});

describe("when a copy was last synced, in a traveller's words", () => {
  const now = new Date(2026, 10, 27, 18, 30).getTime();
  it("says today and the time for a sync today, else the date", () => {
    expect(lastSyncedText(new Date(2026, 10, 27, 9, 5).getTime(), now)).toBe("today at 9:05 AM");
    expect(lastSyncedText(new Date(2026, 10, 3, 14, 40).getTime(), now)).toBe("on Nov 3 at 2:40 PM");
  });
});

it("describes a control by the descriptions it has now", () => {
  expect(describedBy("cost", null)).toBe("cost");
  expect(describedBy("cost", "offline")).toBe("cost offline");
  expect(describedBy(null, null)).toBeUndefined();
});
