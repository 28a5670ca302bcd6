import { useId, useState, type FormEvent } from "react";
import { authErrorCode, authErrorMessage } from "../model/auth-errors";

export type AuthMode = "login" | "signup";

const COPY = {
  login: {
    heading: "Welcome Back",
    subtitle: "Let's plan your next journey.",
    submit: "Login",
    toggle: "Need an account? Sign Up",
  },
  signup: {
    heading: "Create Your Account",
    subtitle: "Adventure is just a step away.",
    submit: "Create Account",
    toggle: "Have an account? Login",
  },
} as const;

export interface AuthFormProps {
  /** Signs in (login) or signs up (signup); rejects with the provider's error. */
  onSubmitCredentials: (mode: AuthMode, email: string, password: string) => Promise<void>;
  onGoogleSignIn: () => Promise<void>;
  initialMode?: AuthMode;
}

/** The authentication screen of SPEC section 2; what happens after success is the caller's. */
export function AuthForm({ onSubmitCredentials, onGoogleSignIn, initialMode = "login" }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), error: useId() };
  const copy = COPY[mode];

  async function attempt(action: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      console.error("Authentication failed:", authErrorCode(failure) ?? failure);
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt(() => onSubmitCredentials(mode, email, password));
  }

  function toggleMode() {
    setMode((current) => (current === "login" ? "signup" : "login"));
    setError(null);
  }

  return (
    <section className="auth-card" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{copy.heading}</h1>
      <p className="auth-subtitle">{copy.subtitle}</p>

      <form className="auth-form" onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
        <div className="field">
          <label htmlFor={ids.email}>Email Address</label>
          <input
            id={ids.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.password}>Password</label>
          <input
            id={ids.password}
            type="password"
            name="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? "Processing..." : copy.submit}
        </button>
      </form>

      <div className="divider">
        <span>Or</span>
      </div>

      <button
        type="button"
        className="button button-outline button-block"
        disabled={busy}
        onClick={() => void attempt(onGoogleSignIn)}
      >
        <GoogleMark />
        Sign in with Google
      </button>

      {error && (
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      )}

      <p className="auth-toggle">
        <button type="button" className="link-button" onClick={toggleMode}>
          {copy.toggle}
        </button>
      </p>
    </section>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.8c-2.1 1.4-4.8 2.2-8.4 2.2-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
