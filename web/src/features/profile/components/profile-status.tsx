import { PROFILE_MESSAGES, type ProfileStatus as Status } from "../model/profile-state";

export interface ProfileStatusProps {
  status: Status;
  onRetry: () => void;
}

/** The too-slow and failed states of the profile load, each with Retry; nothing otherwise. */
export function ProfileStatus({ status, onRetry }: ProfileStatusProps) {
  if (status !== "slow" && status !== "failed") return null;
  return (
    <div className={`notice ${status === "failed" ? "notice-error" : "notice-warning"}`} role="alert">
      <p>{status === "failed" ? PROFILE_MESSAGES.failed : PROFILE_MESSAGES.slow}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
