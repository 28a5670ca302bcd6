import { useId } from "react";
import type { CityFieldProps } from "./city-field-props";

export interface PlainCityFieldProps extends CityFieldProps {
  /** The traveller reached for the field (pointer or focus): the suggestions should come now. */
  onIntent: () => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * The city field as it first paints, before its suggestions (downshift, about 12 KB gzip) have
 * loaded: the same label, value, error and combobox role, its list not yet there. Typing works as
 * in the full field; CityInput swaps that in as soon as it has loaded, keeping focus and text.
 */
export function PlainCityField({
  label,
  value,
  onChange,
  error,
  placeholder,
  isRequired,
  onIntent,
  onFocusChange,
}: PlainCityFieldProps) {
  const id = useId();
  const errorId = useId();
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => {
          onFocusChange(true);
          onIntent();
        }}
        onBlur={() => onFocusChange(false)}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
