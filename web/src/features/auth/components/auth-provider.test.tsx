// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLANNER_STORAGE_PREFIX } from "../../../lib/traveller-storage";
import { SHARED_PREFIX } from "../../../config/prerendered-pages";
import { setSessionHint } from "../model/session-hint";
import { AuthProvider, useAuth } from "./auth-provider";

const loader = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock("../api/firebase-auth", () => ({ loadFirebaseAuth: loader.load }));

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>status: {auth.status}</p>
      <p>confirmed: {String(auth.confirmed)}</p>
      <button type="button" onClick={auth.ensureStarted}>
        start
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("AuthProvider", () => {
  it("settles on signed out when Firebase Auth cannot be loaded, so protected pages do not wait forever", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    loader.load.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    render(
      <AuthProvider afterSignIn={async () => {}}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText("confirmed: false")).toBeVisible();

    await act(async () => screen.getByRole("button", { name: "start" }).click());

    expect(screen.getByText("status: signed-out")).toBeVisible();
    expect(screen.getByText("confirmed: true")).toBeVisible();
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it("tries to load Firebase Auth again after a failed load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onAuthStateChanged = vi.fn((_auth: unknown, callback: (user: { uid: string; email: string }) => void) => {
      callback({ uid: "u1", email: "a@example.com" });
      return () => {};
    });
    loader.load
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ auth: {}, sdk: { onAuthStateChanged } });
    render(
      <AuthProvider afterSignIn={async () => {}}>
        <Probe />
      </AuthProvider>,
    );
    const start = screen.getByRole("button", { name: "start" });
    await act(async () => start.click());
    await act(async () => start.click());

    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(screen.getByText("status: signed-in")).toBeVisible();
  });

  it("does not start a remembered session on a shared link's page, until a page that needs it asks", async () => {
    setSessionHint(true);
    window.history.pushState({}, "", `${SHARED_PREFIX}token-1`);
    const onAuthStateChanged = vi.fn((_auth: unknown, callback: (user: { uid: string; email: string }) => void) => {
      callback({ uid: "u1", email: "a@example.com" });
      return () => {};
    });
    loader.load.mockResolvedValue({ auth: {}, sdk: { onAuthStateChanged } });
    try {
      render(
        <AuthProvider afterSignIn={async () => {}}>
          <Probe />
        </AuthProvider>,
      );
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(loader.load).not.toHaveBeenCalled();
      expect(screen.getByText("status: unknown")).toBeVisible();

      // The traveller goes on to a page that needs the session (it calls ensureStarted as it opens).
      await act(async () => screen.getByRole("button", { name: "start" }).click());
      expect(loader.load).toHaveBeenCalledTimes(1);
      expect(screen.getByText("status: signed-in")).toBeVisible();
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("starts a remembered session at once on any other page", async () => {
    setSessionHint(true);
    loader.load.mockResolvedValue({ auth: {}, sdk: { onAuthStateChanged: () => () => {} } });
    render(
      <AuthProvider afterSignIn={async () => {}}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it("sends the verification email on sign-up and reports the account as awaiting verification", async () => {
    const firebaseUser = {
      uid: "u2",
      email: "new@example.com",
      emailVerified: false,
      providerData: [{ providerId: "password" }],
    };
    const sdk = {
      onAuthStateChanged: vi.fn(() => () => {}),
      createUserWithEmailAndPassword: vi.fn(async () => ({ user: firebaseUser })),
      sendEmailVerification: vi.fn(async () => {}),
    };
    loader.load.mockResolvedValue({ auth: { currentUser: firebaseUser }, sdk });
    const afterSignIn = vi.fn(async () => {});
    function SignUp() {
      const auth = useAuth();
      return (
        <>
          <p>needs verification: {String(auth.user?.needsVerification)}</p>
          <button type="button" onClick={() => void auth.signUpWithEmail("new@example.com", "secret123")}>
            sign up
          </button>
        </>
      );
    }
    render(
      <AuthProvider afterSignIn={afterSignIn}>
        <SignUp />
      </AuthProvider>,
    );
    await act(async () => screen.getByRole("button", { name: "sign up" }).click());

    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(firebaseUser);
    expect(afterSignIn).toHaveBeenCalledTimes(1);
    expect(screen.getByText("needs verification: true")).toBeVisible();
  });

  it("forgets every planner state this browser keeps on sign-out, also when Firebase fails to sign out", async () => {
    const firebaseUser = {
      uid: "u3",
      email: "shared@example.com",
      emailVerified: true,
      providerData: [{ providerId: "google.com" }],
    };
    const signOut = vi.fn(async () => {});
    loader.load.mockResolvedValue({
      auth: { currentUser: firebaseUser },
      sdk: {
        onAuthStateChanged: vi.fn(
          (_auth: unknown, callback: (user: unknown) => void) => (callback(firebaseUser), () => {}),
        ),
        signOut,
      },
    });
    const captured: { auth: ReturnType<typeof useAuth> | null } = { auth: null };
    function Capture() {
      const auth = useAuth();
      useEffect(() => {
        captured.auth = auth;
      });
      return null;
    }
    render(
      <AuthProvider afterSignIn={async () => {}}>
        <Capture />
      </AuthProvider>,
    );
    const keep = () => {
      localStorage.setItem(`${PLANNER_STORAGE_PREFIX}v1:u3:new`, '{"version":1,"state":{"destinationCity":"Kyoto"}}');
      localStorage.setItem(`${PLANNER_STORAGE_PREFIX}v1:someone-else:plan-1`, "{}");
      localStorage.setItem("unrelated", "stays");
    };
    keep();
    await act(async () => captured.auth!.signOut());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage).sort()).toEqual(["unrelated"]);

    keep();
    signOut.mockRejectedValueOnce(new Error("network"));
    await act(async () => expect(captured.auth!.signOut()).rejects.toThrow("network"));
    expect(Object.keys(localStorage).filter((key) => key.startsWith("planner:"))).toEqual([]);
  });
});
