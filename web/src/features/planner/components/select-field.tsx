import { useId } from "react";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A single choice from a fixed list, on the browser's own select: keyboard, screen readers and the
 * phone's native picker come with it. No item has an empty value (SPEC section 5).
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  isDisabled,
  className = "",
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={`field ${className}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input select"
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
