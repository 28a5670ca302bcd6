import { toast } from "sonner";

export const VALIDATION_TITLE = "Please fix the following issues:";

/** SPEC section 5: every problem at once, in one toast titled as the spec says, as a list. */
export function showValidationToast(messages: string[]): void {
  toast.error(VALIDATION_TITLE, {
    id: "planner-validation",
    description: (
      <ul className="toast-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ),
  });
}
