import type { City } from "@itinerary/contract";
import { useCombobox } from "downshift";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { searchCities } from "../api/search-cities";
import type { CityFieldProps } from "./city-field-props";
import { SuggestionList } from "./suggestion-list";

export interface KeylessCityFieldProps extends CityFieldProps {
  /** Mounted in place of a focused plain field (city-input.tsx): take the focus, caret at the end, list open. */
  takeFocus?: boolean;
}

const SEARCH_DELAY_MS = 150;

/**
 * The keyless city field: suggestions from /search-cities as the traveller types, on downshift's
 * combobox (arrows, Enter, Escape, screen-reader wiring). Whatever is typed is the value, so leaving
 * the field commits it; Escape only closes the list, it never erases what was typed.
 */
export function KeylessCityField({
  label,
  value,
  onChange,
  error,
  placeholder,
  isRequired,
  takeFocus = false,
}: KeylessCityFieldProps) {
  const [cities, setCities] = useState<City[]>([]);
  const [searching, setSearching] = useState(false);
  const errorId = useId();
  const input = useRef<HTMLInputElement | null>(null);

  // In the commit that replaces the plain field, not after paint: a key pressed (or text inserted) in
  // between would otherwise land on no field at all and be lost.
  useLayoutEffect(() => {
    if (!takeFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only the mount takes over

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a query gone too short drops what the last search found
      setCities([]);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      searchCities(query, controller.signal).then(
        (found) => {
          setCities(found);
          setSearching(false);
        },
        () => {
          // Suggestions are a convenience: typing a city still works without them.
          if (controller.signal.aborted) return;
          setCities([]);
          setSearching(false);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  // A chosen suggestion already fills the field: offering it again would only cover the form.
  const items = cities.filter((city) => city.label !== value);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<City>({
    items,
    itemToString: (city) => city?.label ?? "",
    inputValue: value,
    selectedItem: null,
    // Text typed into the plain field before this one loaded gets its suggestions as typing here would.
    initialIsOpen: takeFocus && value.trim().length >= 2,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem.label);
    },
    stateReducer: (state, { type, changes }) => {
      // Downshift clears the input on Escape when the list is already closed; typed text is the value here.
      if (type === useCombobox.stateChangeTypes.InputKeyDownEscape) return { ...changes, inputValue: state.inputValue };
      return changes;
    },
  });

  const showList = isOpen && value.trim().length >= 2;
  return (
    <div className={`field city-field${error ? " field-invalid" : ""}`}>
      <label className="field-label" {...getLabelProps()}>
        {label}
      </label>
      <input
        className="input"
        placeholder={placeholder}
        required={isRequired}
        // eslint-disable-next-line react-hooks/refs -- downshift's prop getter attaches the ref; nothing reads it during render
        {...getInputProps({
          ref: input,
          // Downshift reports a typed change only after it renders: a controlled value must follow each
          // key at once, or fast typing loses letters.
          onChange: (event) => onChange(event.currentTarget.value),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
        })}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <SuggestionList
        open={showList}
        items={items}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        keyOf={(city) => city.label}
        nameOf={(city) => city.name}
        detailOf={(city) => city.country}
      >
        {showList && items.length === 0 ? (
          <p className="listbox-empty" role="status">
            {searching ? "Searching cities..." : "No matching city: you can still use what you typed."}
          </p>
        ) : null}
      </SuggestionList>
    </div>
  );
}
