import { describe, expect, it } from "vitest";
import { authErrorCode, authErrorMessage } from "./auth-errors";

const withCode = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "Incorrect email or password. Please try again."],
    ["auth/invalid-credential", "Incorrect email or password. Please try again."],
    ["auth/user-not-found", "No account found with this email."],
    ["auth/email-already-in-use", "This email is already registered. Please log in."],
    ["auth/popup-closed-by-user", "Sign-in process was cancelled. Please try again."],
  ])("maps %s to the catalogue message", (code, message) => {
    expect(authErrorMessage(withCode(code))).toBe(message);
  });

  it("falls back to the generic message for other codes and for errors without a code", () => {
    expect(authErrorMessage(withCode("auth/too-many-requests"))).toBe("Failed to authenticate. Please try again.");
    expect(authErrorMessage(new Error("profile creation failed with 503"))).toBe(
      "Failed to authenticate. Please try again.",
    );
    expect(authErrorMessage("boom")).toBe("Failed to authenticate. Please try again.");
    expect(authErrorMessage(null)).toBe("Failed to authenticate. Please try again.");
  });

  it("does not trust inherited object keys as codes", () => {
    expect(authErrorMessage(withCode("toString"))).toBe("Failed to authenticate. Please try again.");
  });
});

describe("authErrorCode", () => {
  it("reads the code only when it is a string", () => {
    expect(authErrorCode(withCode("auth/user-not-found"))).toBe("auth/user-not-found");
    expect(authErrorCode({ code: 42 })).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
  });
});
