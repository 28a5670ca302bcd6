// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthForm } from "./auth-form";

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email Address"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.submit(screen.getByLabelText("Email Address").closest("form")!);
}

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("AuthForm", () => {
  it("shows the login mode with its labelled, required fields", () => {
    render(<AuthForm onSubmitCredentials={vi.fn()} onGoogleSignIn={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    expect(screen.getByText("Let's plan your next journey.")).toBeVisible();
    const email = screen.getByLabelText("Email Address") as HTMLInputElement;
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect([email.type, email.required, password.type, password.required]).toEqual(["email", true, "password", true]);
    expect(screen.getByRole("button", { name: "Login" })).toBeVisible();
    expect(screen.getByText("Or")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  });

  it("toggles between login and sign-up and sends the mode with the credentials", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<AuthForm onSubmitCredentials={onSubmit} onGoogleSignIn={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Need an account? Sign Up" }));
    expect(screen.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    expect(screen.getByText("Adventure is just a step away.")).toBeVisible();
    await act(async () => fillAndSubmit("new@example.com", "secret123"));
    expect(onSubmit).toHaveBeenCalledWith("signup", "new@example.com", "secret123");
    fireEvent.click(screen.getByRole("button", { name: "Have an account? Login" }));
    expect(screen.getByRole("button", { name: "Login" })).toBeVisible();
  });

  it("shows Processing... and disables both submit buttons while busy, then restores them", async () => {
    const pending = deferred();
    render(<AuthForm onSubmitCredentials={() => pending.promise} onGoogleSignIn={vi.fn()} />);
    await act(async () => fillAndSubmit("a@example.com", "pw"));
    const processing = screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement;
    const google = screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement;
    expect([processing.disabled, google.disabled]).toEqual([true, true]);
    await act(async () => pending.resolve());
    expect((screen.getByRole("button", { name: "Login" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("disables both buttons during a Google sign-in too", async () => {
    const pending = deferred();
    render(<AuthForm onSubmitCredentials={vi.fn()} onGoogleSignIn={() => pending.promise} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in with Google" })));
    expect((screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Sign in with Google" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.reject(firebaseError("auth/popup-closed-by-user")));
    expect(screen.getByRole("alert").textContent).toBe("Sign-in process was cancelled. Please try again.");
  });

  it("shows the catalogue message for the error code and logs the code", async () => {
    render(
      <AuthForm
        onSubmitCredentials={() => Promise.reject(firebaseError("auth/wrong-password"))}
        onGoogleSignIn={vi.fn()}
      />,
    );
    await act(async () => fillAndSubmit("a@example.com", "wrong"));
    expect(screen.getByRole("alert").textContent).toBe("Incorrect email or password. Please try again.");
    expect(logged).toContainEqual(["Authentication failed:", "auth/wrong-password"]);
  });

  it("clears the error when switching mode and at the start of the next attempt", async () => {
    const attempts = [deferred(), deferred(), deferred()];
    let call = 0;
    render(<AuthForm onSubmitCredentials={() => attempts[call++]!.promise} onGoogleSignIn={vi.fn()} />);
    await act(async () => fillAndSubmit("a@example.com", "pw"));
    await act(async () => attempts[0]!.reject(firebaseError("auth/email-already-in-use")));
    expect(screen.getByRole("alert").textContent).toBe("This email is already registered. Please log in.");

    fireEvent.click(screen.getByRole("button", { name: "Need an account? Sign Up" }));
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Have an account? Login" }));
    await act(async () => fillAndSubmit("a@example.com", "pw"));
    await act(async () => attempts[1]!.reject(new Error("create-user-profile answered 503")));
    expect(screen.getByRole("alert").textContent).toBe("Failed to authenticate. Please try again.");
    await act(async () => fillAndSubmit("a@example.com", "pw"));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
