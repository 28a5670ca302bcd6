import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionExpiredHandler } from "./session-expiry";

afterEach(() => vi.restoreAllMocks());

describe("createSessionExpiredHandler", () => {
  it("toasts the SPEC message, signs out and goes to /login", async () => {
    const events: string[] = [];
    const handler = createSessionExpiredHandler({
      notify: (message) => void events.push(`toast: ${message}`),
      signOut: async () => void events.push("signOut"),
      goToLogin: () => void events.push("goToLogin"),
    });
    handler();
    expect(events).toEqual(["toast: Session expired. You will be logged out.", "signOut", "goToLogin"]);
  });

  it("still leaves for /login when signing out fails, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const goToLogin = vi.fn();
    const failure = new Error("network down");
    createSessionExpiredHandler({ notify: () => {}, signOut: () => Promise.reject(failure), goToLogin })();
    expect(goToLogin).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith("Sign-out after 401 failed:", failure));
  });
});
