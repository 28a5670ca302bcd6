// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthContextValue } from "../../features/auth/components/auth-provider";
import { LoginRoute } from "./login";
import { toastOf } from "../../testing/toasts";

const auth = vi.hoisted(() => ({ current: null as unknown as AuthContextValue }));
vi.mock("../../features/auth/components/auth-provider", () => ({ useAuth: () => auth.current }));
vi.mock("../../features/profile/components/profile-provider", () => ({
  useProfile: () => ({ status: "failed", tokens: 0, departureCity: null, retry: () => {} }),
}));

function signedInWith(signOut: () => Promise<void>): AuthContextValue {
  return {
    status: "signed-in",
    confirmed: true,
    user: { uid: "u1", email: "a@example.com", needsVerification: false },
    signInPending: false,
    ensureStarted: () => {},
    signInWithEmail: async () => {},
    signUpWithEmail: async () => {},
    signInWithGoogle: async () => {},
    signOut,
    sendVerificationEmail: async () => {},
    refreshVerification: async () => false,
  };
}

afterEach(cleanup);

describe("LoginRoute with a profile that failed to load", () => {
  it('says "Logout failed." when signing out to use another account fails', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const signOut = vi.fn(() => Promise.reject(new Error("network")));
    auth.current = signedInWith(signOut);
    render(
      <MemoryRouter>
        <LoginRoute />
        <Toaster />
      </MemoryRouter>,
    );

    fireEvent.click(screen.getByRole("button", { name: "Sign out and use another account" }));

    expect(toastOf(await screen.findByText("Logout failed."))).toHaveAttribute("data-type", "error");
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
