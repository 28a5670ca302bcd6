import type { ReactNode } from "react";
import "./offline-note.css";

/** The line that says a page is this device's copy, and since when (issue 25). */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p className="offline-note" role="status">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 15.8a5 5 0 0 1 6 0M12 19.5h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** Why an action that needs the server is disabled: shown under it while there is no connection. */
export function NeedsConnection({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="needs-connection">
      {reason}
    </p>
  );
}
