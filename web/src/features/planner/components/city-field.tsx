import type { City } from "@itinerary/contract";
import { useEffect, useId, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import { searchCities } from "../api/search-cities";

export interface CityFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  isRequired?: boolean;
}

const SEARCH_DELAY_MS = 150;

/**
 * The keyless city input: suggestions from /search-cities as the traveller types (arrows, Enter,
 * Escape come with the combobox). Whatever is typed is the value, so leaving the field commits it.
 */
export function CityField({ label, value, onChange, error, placeholder, isRequired }: CityFieldProps) {
  const [cities, setCities] = useState<City[]>([]);
  const [searching, setSearching] = useState(false);
  const errorId = useId();

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2) {
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

  // A chosen suggestion already fills the field: offering it again would only hide the form.
  const items = cities.filter((city) => city.label !== value);

  return (
    <ComboBox
      className={`field${error ? " field-invalid" : ""}`}
      allowsCustomValue
      // Open while the suggestions load, so they appear as soon as they arrive.
      allowsEmptyCollection
      menuTrigger="input"
      inputValue={value}
      onInputChange={onChange}
      items={items}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      aria-describedby={error ? errorId : undefined}
    >
      <Label className="field-label">{label}</Label>
      <Input className="input" placeholder={placeholder} autoComplete="off" />
      {error ? (
        <Text slot="errorMessage" id={errorId} className="field-error">
          {error}
        </Text>
      ) : null}
      <Popover className="popover" placement="bottom start" offset={4}>
        <ListBox<City>
          className="listbox"
          renderEmptyState={() => (
            <p className="listbox-empty">{searching ? "Searching cities..." : value.trim().length < 2 ? "Type at least two letters." : "No matching city: you can still use what you typed."}</p>
          )}
        >
          {(city) => (
            <ListBoxItem id={city.label} textValue={city.label} className="listbox-item">
              <span className="city-name">{city.name}</span>
              <span className="city-country">{city.country}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
