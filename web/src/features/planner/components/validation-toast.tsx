import { toast } from "sonner";

export const VALIDATION_TITLE = "Please fix the following issues:";

/** The validation toast on screen, which the next one replaces. */
let shown: string | number | null = null;

/**
 * SPEC section 5: every problem at once, in one toast titled as the spec says, as a list. Each try
 * gets a toast of its own in place of the last: one reused id was lost when the next try came while
 * the last toast was fading out (sonner updated the leaving toast, and nothing showed).
 */
export function showValidationToast(messages: string[]): void {
  if (shown !== null) toast.dismiss(shown);
  shown = toast.error(VALIDATION_TITLE, {
    description: (
      <ul className="toast-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ),
  });
}
