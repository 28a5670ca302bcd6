import { Autocomplete, useJsApiLoader } from "@react-google-maps/api";
import { useId, useRef } from "react";
import { GOOGLE_MAPS_LOADER_OPTIONS } from "../../../lib/google-maps-loader";
import type { CityFieldProps } from "./city-field-props";
import { KeylessCityField } from "./keyless-city-field";

/**
 * With a Maps key: Google Places autocomplete restricted to cities. Until the script loads, or if it
 * cannot, the keyless suggestions serve instead, so the field always works.
 */
export default function GoogleCityField(props: CityFieldProps) {
  const { isLoaded, loadError } = useJsApiLoader(GOOGLE_MAPS_LOADER_OPTIONS);
  const autocomplete = useRef<google.maps.places.Autocomplete | null>(null);
  const id = useId();
  if (!isLoaded || loadError) return <KeylessCityField {...props} />;
  const { label, value, onChange, error, placeholder, isRequired } = props;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <Autocomplete
        onLoad={(instance) => (autocomplete.current = instance)}
        onPlaceChanged={() => {
          const place = autocomplete.current?.getPlace();
          onChange(place?.formatted_address ?? place?.name ?? value);
        }}
        options={{ types: ["(cities)"], fields: ["name", "formatted_address"] }}
      >
        <input
          id={id}
          className="input"
          value={value}
          placeholder={placeholder}
          required={isRequired}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </Autocomplete>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
