import type { Activity, GuidePlace } from "@itinerary/contract";
import { useCombobox } from "downshift";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { searchPlaces } from "../api/search-places";
import { SuggestionList } from "./suggestion-list";

const SEARCH_DELAY_MS = 150;

export interface AddPlaceProps {
  day: number;
  /** The day's heading (focusable), where the focus goes when the form closes on a day now full. */
  headingId: string;
  /** The trip's destination, whose guide is searched. */
  city: string;
  /** The day is at the pace's most stops. */
  full: boolean;
  disabled: boolean;
  /** False when the plan already has a stop of that name (nothing was added). */
  onAdd: (activity: Activity) => boolean;
}

/** A guide place as a draft stop: where it is, what it is, how long it takes; finalize times it. */
export function guideStop(place: GuidePlace): Activity {
  return {
    name: place.name,
    transport: "",
    highlight: place.highlight,
    opening_hours: "",
    entry_fee: place.entry_fee,
    latitude: place.latitude,
    longitude: place.longitude,
    ...(place.postcode ? { postcode: place.postcode } : {}),
    category: place.category,
    duration_minutes: place.duration_minutes,
    source: "guide",
  };
}

/** A place typed by the traveller, with its address as typed: finalize locates it, or says it could not. */
export function typedStop(name: string, address: string): Activity {
  return {
    name: name.trim(),
    transport: "",
    highlight: "",
    opening_hours: "",
    entry_fee: "",
    ...(address.trim() ? { address: address.trim() } : {}),
  };
}

type Search = { state: "idle" | "searching" | "failed" } | { state: "done"; covered: boolean; places: GuidePlace[] };

/**
 * "Add a place" at the end of a draft day: the guide's places of the city found as the traveller
 * types (downshift's combobox: arrows, Enter, Escape), or the place as typed with its address.
 */
export function AddPlace({ day, headingId, city, full, disabled, onAdd }: AddPlaceProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [address, setAddress] = useState("");
  const [search, setSearch] = useState<Search>({ state: "idle" });
  const [refused, setRefused] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const addressId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const statusId = useId();

  // Opening the form puts the caret in its search field; closing it puts the focus back on its button,
  // not lost at the top of the page. (Only after a first opening: the page's own focus is left alone.)
  const opened = useRef(false);
  useEffect(() => {
    if (open) {
      opened.current = true;
      input.current?.focus();
    } else if (opened.current) {
      // A day just filled has its button disabled: its heading takes the focus instead.
      const button = opener.current;
      (button && !button.disabled ? button : document.getElementById(headingId))?.focus();
    }
  }, [open, headingId]);

  useEffect(() => {
    const query = text.trim();
    if (!open || query.length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a query gone too short drops what the last search found
      setSearch({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    setSearch({ state: "searching" });
    const timer = setTimeout(() => {
      searchPlaces(city, query, controller.signal).then(
        (found) => setSearch({ state: "done", covered: found.city !== null, places: found.places }),
        () => {
          if (!controller.signal.aborted) setSearch({ state: "failed" });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text, city]);

  const close = () => {
    setOpen(false);
    setText("");
    setAddress("");
    setRefused(null);
  };
  const add = (activity: Activity) => {
    if (onAdd(activity)) close();
    else setRefused(`${activity.name} is already in your plan.`);
  };

  const places = search.state === "done" ? search.places : [];
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<GuidePlace>({
      items: places,
      inputId,
      itemToString: (place) => place?.name ?? "",
      inputValue: text,
      selectedItem: null,
      // Enter takes the guide's best match; with none listed, it adds the place as typed (the form).
      defaultHighlightedIndex: 0,
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) add(guideStop(selectedItem));
      },
      stateReducer: (state, { type, changes }) => {
        // Typed text is kept on Escape: it may still be added as typed.
        if (type === useCombobox.stateChangeTypes.InputKeyDownEscape)
          return { ...changes, inputValue: state.inputValue };
        return changes;
      },
    });

  if (!open) {
    return (
      <div className="add-place">
        <button
          ref={opener}
          type="button"
          className="button button-ghost button-small add-place-open"
          disabled={disabled || full}
          aria-label={`Add a place to day ${day}`}
          onClick={() => setOpen(true)}
        >
          + Add a place
        </button>
        {full ? <span className="add-place-full">Day {day} is full for this pace.</span> : null}
      </div>
    );
  }

  const typed = text.trim();
  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed) add(typedStop(typed, address));
  };
  const showList = isOpen && typed.length >= 2;
  const status =
    refused ??
    (search.state === "searching"
      ? "Searching the guide..."
      : search.state === "failed"
        ? "The guide cannot be searched right now: you can still add the place as typed."
        : search.state === "done" && !search.covered
          ? `Our guide does not cover ${city} yet: add the place as typed, with its address.`
          : search.state === "done" && places.length === 0
            ? "Nothing in our guide by that name: add it as typed, with its address."
            : null);

  return (
    <form className="add-place add-place-form" onSubmit={submitTyped} aria-label={`Add a place to day ${day}`}>
      <div className="field city-field">
        <label className="field-label" htmlFor={inputId} {...getLabelProps()}>
          Place
        </label>
        <input
          className="input"
          placeholder="Search our guide, or type any place"
          // eslint-disable-next-line react-hooks/refs -- downshift's prop getter attaches the ref; nothing reads it during render
          {...getInputProps({
            ref: input,
            "aria-describedby": status ? statusId : undefined,
            // Downshift reports a typed change only after it renders: the text must follow each key at
            // once, or fast typing loses letters.
            onChange: (event) => {
              setText(event.currentTarget.value);
              setRefused(null);
            },
          })}
        />
        <SuggestionList
          open={showList && places.length > 0}
          items={places}
          highlightedIndex={highlightedIndex}
          getMenuProps={getMenuProps}
          getItemProps={getItemProps}
          keyOf={(place) => place.name}
          nameOf={(place) => place.name}
          detailOf={(place) => place.category}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={addressId}>
          Address (for a place not in our guide)
        </label>
        <input
          id={addressId}
          className="input"
          autoComplete="off"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      <p id={statusId} className="field-hint add-place-status" role="status">
        {status}
      </p>
      <div className="add-place-actions">
        <button type="submit" className="button button-outline button-small" disabled={!typed}>
          {typed ? `Add “${typed}” as typed` : "Add as typed"}
        </button>
        <button type="button" className="button button-ghost button-small" onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
