import { useId } from "react";
import type { CityFieldProps } from "./city-field-props";

export interface PlainComboboxFieldProps extends CityFieldProps {
  /** A line under the field, read with it. */
  hint?: string;
  maxLength?: number;
  /** The traveller reached for the field (pointer or focus): the suggestions should come now. */
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * A suggestions field as it first paints, before its suggestions (downshift, about 12 KB gzip) have
 * loaded: the same label, value, hint, error and combobox role, its list not yet there. Typing works as
 * in the full field; the city and stay fields (useLazyField) swap that in as soon as it has loaded,
 * keeping focus and text.
 */
export function PlainComboboxField({
  label,
  value,
  onChange,
  error,
  placeholder,
  isRequired,
  hint,
  maxLength,
  onIntent,
  onFocusChange,
}: PlainComboboxFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field city-field${error ? " field-invalid" : ""}`} onPointerEnter={onIntent}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- no list yet to control: the full field that replaces this one on first use brings it
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={placeholder}
        required={isRequired}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => {
          onFocusChange(true);
          onIntent();
        }}
        onBlur={() => onFocusChange(false)}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
