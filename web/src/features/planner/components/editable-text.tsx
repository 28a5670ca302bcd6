import { useEffect, useRef, useState, type KeyboardEvent } from "react";

export interface EditableTextProps {
  /** What the field is, for its accessible name: "Time for Belém Tower". */
  label: string;
  value: string;
  onSave: (value: string) => void;
  multiline?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * A value edited in place (SPEC section 2): Enter saves, Shift+Enter is a new line in multiline
 * fields, Escape cancels, leaving the field saves. Saving an unchanged value changes nothing.
 */
export function EditableText({
  label,
  value,
  onSave,
  multiline,
  readOnly,
  placeholder = "Add",
  className = "",
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (draft !== null) field.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      trigger.current?.focus();
    }
  }, [draft === null]); // eslint-disable-line react-hooks/exhaustive-deps

  if (readOnly) return value ? <span className={`editable-static ${className}`}>{value}</span> : null;

  const finish = (save: boolean, keepFocus: boolean) => {
    if (draft === null) return;
    if (save && draft !== value) onSave(draft);
    returnFocus.current = keepFocus;
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      finish(false, true);
    } else if (event.key === "Enter" && !(multiline && event.shiftKey)) {
      event.preventDefault();
      finish(true, true);
    }
  };

  if (draft !== null) {
    const common = {
      ref: field,
      className: `input editable-input ${className}`,
      value: draft,
      "aria-label": label,
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onKeyDown,
      onBlur: () => finish(true, false),
    };
    return multiline ? (
      <textarea {...common} rows={Math.min(6, Math.max(2, draft.split("\n").length))} />
    ) : (
      <input {...common} />
    );
  }

  return (
    <button
      ref={trigger}
      type="button"
      className={`editable ${value ? "" : "editable-empty"} ${className}`}
      // An empty field shows its placeholder ("Add"), and its name starts with the word seen, so a
      // voice command naming what is on screen reaches it.
      aria-label={value ? `Edit ${label}: ${value}` : `${placeholder} ${label}`}
      onClick={() => setDraft(value)}
    >
      {value || placeholder}
    </button>
  );
}
