import { MAX_STAY_NAME_LENGTH, STAY_AREA_CATEGORY, type GuidePlace } from "@itinerary/contract";
import { useCombobox } from "downshift";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { searchPlaces } from "../api/search-places";
import { SuggestionList } from "./suggestion-list";
import { STAY_NAME_HINT, STAY_NAME_PLACEHOLDER, type StayNameInputProps } from "./stay-name-props";

const SEARCH_DELAY_MS = 150;

/** What a picked suggestion means for the days, said under the field. */
export function pickedStayText(place: GuidePlace, city: string): string {
  return place.category === STAY_AREA_CATEGORY
    ? `Each day starts in ${place.name}, where we suggest staying in ${city}. Add your street address for exact walks.`
    : `Each day starts at ${place.name}, from our guide to ${city}. Add your street address for exact walks.`;
}

/**
 * The stay name with suggestions from our guide to the trip's city (/search-places for a stay: the
 * area we suggest first, then its places, never a day trip), on downshift's combobox. Picking one
 * names the stay after it, which is what places the stay on the map; anything typed stays the value.
 */
export function StayNamePicker({
  value,
  onChange,
  city,
  error,
  takeFocus = false,
}: StayNameInputProps & { takeFocus?: boolean }) {
  const [places, setPlaces] = useState<GuidePlace[]>([]);
  const [guideCity, setGuideCity] = useState<string | null>(null);
  const [picked, setPicked] = useState<GuidePlace | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const inputId = `${id}-input`;

  // In the commit that replaces the plain field: a key pressed in between would otherwise be lost.
  useLayoutEffect(() => {
    if (!takeFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- only the mount takes over

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2 || !city.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a query gone too short drops what the last search found
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchPlaces(city, query, controller.signal, "stay").then(
        (found) => {
          setPlaces(found.places);
          setGuideCity(found.city);
        },
        // Suggestions are a convenience: a typed stay is placed by its address instead.
        () => !controller.signal.aborted && setPlaces([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, city]);

  // A chosen suggestion already fills the field: offering it again would only cover the form.
  const items = places.filter((place) => place.name !== value);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<GuidePlace>({
      items,
      inputId,
      itemToString: (place) => place?.name ?? "",
      inputValue: value,
      selectedItem: null,
      initialIsOpen: takeFocus && value.trim().length >= 2,
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setPicked(selectedItem);
        onChange(selectedItem.name);
      },
      stateReducer: (state, { type, changes }) => {
        // Typed text is the value: Escape only closes the list.
        if (type === useCombobox.stateChangeTypes.InputKeyDownEscape)
          return { ...changes, inputValue: state.inputValue };
        return changes;
      },
    });

  const showList = isOpen && value.trim().length >= 2 && items.length > 0;
  const pickedNow = picked && picked.name === value ? picked : null;
  const hint = pickedNow ? pickedStayText(pickedNow, guideCity ?? city) : STAY_NAME_HINT;
  return (
    <div className={`field city-field${error ? " field-invalid" : ""}`}>
      <label className="field-label" htmlFor={inputId} {...getLabelProps()}>
        Stay name
      </label>
      <input
        className="input"
        maxLength={MAX_STAY_NAME_LENGTH}
        placeholder={STAY_NAME_PLACEHOLDER}
        // eslint-disable-next-line react-hooks/refs -- downshift's prop getter attaches the ref; nothing reads it during render
        {...getInputProps({
          ref: input,
          // Downshift reports a typed change only after it renders: a controlled value must follow each
          // key at once, or fast typing loses letters.
          onChange: (event) => onChange(event.currentTarget.value),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
        })}
      />
      <p id={`${id}-hint`} className="field-hint" aria-live="polite">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <SuggestionList
        open={showList}
        items={items}
        highlightedIndex={highlightedIndex}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
        keyOf={(place) => place.name}
        nameOf={(place) => place.name}
        detailOf={(place) => place.category}
      />
    </div>
  );
}
