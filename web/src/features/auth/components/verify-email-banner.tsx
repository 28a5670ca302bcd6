import { WELCOME_TOKENS } from "@itinerary/contract";
import { useEffect, useState } from "react";
import { useLatest } from "../../../lib/use-latest";

export const VERIFY_EMAIL_TEXT = {
  title: `Verify your email to receive your ${WELCOME_TOKENS} welcome tokens`,
  body: (email: string) =>
    `We sent a verification link to ${email}. Welcome tokens go to verified addresses only, so that each traveller receives them once.`,
  check: "I've verified my email",
  checking: "Checking...",
  resend: "Resend email",
  resent: "Verification email sent.",
  notYet: "Your email is not verified yet. Open the link in the email we sent, then try again.",
} as const;

export interface VerifyEmailBannerProps {
  email: string;
  /** Resolves true once the address is verified (and the caller has collected the grant). */
  onCheck: () => Promise<boolean>;
  onResend: () => Promise<void>;
}

/**
 * Shown to an email/password account until its address is verified. Coming back to the tab (after
 * opening the link elsewhere) checks again by itself; the button does the same on demand.
 */
export function VerifyEmailBanner({ email, onCheck, onResend }: VerifyEmailBannerProps) {
  const [busy, setBusy] = useState<"check" | "resend" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const onCheckRef = useLatest(onCheck);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void onCheckRef.current().catch(() => false);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [onCheckRef]);

  async function run(kind: "check" | "resend") {
    setBusy(kind);
    setMessage(null);
    try {
      if (kind === "resend") {
        await onResend();
        setMessage(VERIFY_EMAIL_TEXT.resent);
      } else if (!(await onCheck())) {
        setMessage(VERIFY_EMAIL_TEXT.notYet);
      }
    } catch (error) {
      console.error(`Email verification ${kind} failed:`, error);
      setMessage(error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="notice notice-info verify-email" aria-labelledby="verify-email-title">
      <div className="verify-email-text">
        <p id="verify-email-title" className="verify-email-title">
          {VERIFY_EMAIL_TEXT.title}
        </p>
        <p>{VERIFY_EMAIL_TEXT.body(email)}</p>
        <p className="verify-email-status" role="status">
          {message}
        </p>
      </div>
      <div className="verify-email-actions">
        <button
          type="button"
          className="button button-primary button-small"
          disabled={busy !== null}
          onClick={() => void run("check")}
        >
          {busy === "check" ? VERIFY_EMAIL_TEXT.checking : VERIFY_EMAIL_TEXT.check}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy !== null}
          onClick={() => void run("resend")}
        >
          {VERIFY_EMAIL_TEXT.resend}
        </button>
      </div>
    </section>
  );
}
