import { MAX_STAY_NAME_LENGTH } from "@itinerary/contract";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { CITY_SUGGESTIONS_SETTLE_MS } from "./city-input";
import { STAY_NAME_HINT, type StayNameInputProps } from "./stay-name-props";

type StayPickerModule = typeof import("./stay-name-picker");

/** Once loaded, every later stay field (and a remount) gets the picker at once. */
let loaded: StayPickerModule | null = null;
let loading: Promise<StayPickerModule> | null = null;

function loadPicker(): Promise<StayPickerModule> {
  loading ??= import("./stay-name-picker").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline for a moment: the plain field keeps working, and the next intent tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * "Stay name" of the own-stay group: a plain field as the planner first paints, swapped for the picker
 * (stay-name-picker.tsx: the guide's areas and places as the traveller types) once the traveller reaches
 * for it, keeping the focus and the text. Whatever is typed stays the value: a hotel the guide does not
 * know is placed by its address.
 */
export function StayNameInput(props: StayNameInputProps) {
  const [module, setModule] = useState<StayPickerModule | null>(loaded);
  const focused = useRef(false);
  const live = useRef(true);
  const id = useId();
  const load = useCallback(() => {
    loadPicker().then(
      (found) => live.current && setModule(found),
      () => undefined,
    );
  }, []);
  // Like the city fields: the picker loads once the page has settled, so it is usually there before
  // the traveller reaches the stay (its code stays off the planner's first load either way).
  useEffect(() => {
    live.current = true;
    if (module) return;
    const timer = setTimeout(load, CITY_SUGGESTIONS_SETTLE_MS);
    return () => {
      live.current = false;
      clearTimeout(timer);
    };
  }, [module, load]);

  // Read at the swap: the plain field had the focus, so the picker takes it over (and its caret).
  // eslint-disable-next-line react-hooks/refs -- read once, at the swap, on purpose
  if (module) return <module.StayNamePicker {...props} takeFocus={focused.current} />;
  const { value, onChange, error } = props;
  return (
    <div className={`field city-field${error ? " field-invalid" : ""}`} onPointerEnter={load}>
      <label className="field-label" htmlFor={id}>
        Stay name
      </label>
      <input
        id={id}
        className="input"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- no list yet to control: the picker that replaces this field on first use brings it
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={MAX_STAY_NAME_LENGTH}
        placeholder="Hotel, flat, host or area"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => (focused.current = false)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {STAY_NAME_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
