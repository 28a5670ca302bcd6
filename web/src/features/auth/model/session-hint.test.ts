// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasSessionHint, setSessionHint } from "./session-hint";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("session hint", () => {
  it("remembers a signed-in session until sign-out", () => {
    expect(hasSessionHint()).toBe(false);
    setSessionHint(true);
    expect(hasSessionHint()).toBe(true);
    setSessionHint(false);
    expect(hasSessionHint()).toBe(false);
  });

  it("treats unusable storage as 'no session' instead of breaking the app", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => setSessionHint(true)).not.toThrow();
    expect(hasSessionHint()).toBe(false);
  });
});
