import { useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { GOOGLE_MAPS_LOADER_OPTIONS, onMapsKeyRejected, useMapsKeyRejected } from "../../../lib/google-maps-loader";
import { useLatest } from "../../../lib/use-latest";
import { KeylessCityField, type KeylessCityFieldProps } from "./keyless-city-field";

/** Google's place types for the widget: cities only (Autocomplete (New) takes the "(cities)" collection alone). */
export const CITY_PRIMARY_TYPES = ["(cities)"];
/** How long the widget may take to be ready before the field settles on our own suggestions. */
export const WIDGET_READY_TIMEOUT_MS = 8_000;

// The bundled @types/google.maps (pinned by @react-google-maps/api) predates includedPrimaryTypes.
type Widget = HTMLElement;
type WidgetClass = new (options: { includedPrimaryTypes?: string[] }) => Widget;

/** Why the widget did not serve, for the console: the traveller only ever sees a working field. */
function reportFallback(reason: string, error?: unknown) {
  console.warn(`City suggestions come from the app instead of Google Places: ${reason}`, error ?? "");
}

/** The text of a prediction or place the traveller chose, whichever event the widget's version fires. */
async function chosenText(event: Event): Promise<string | null> {
  const prediction = (event as { placePrediction?: google.maps.places.PlacePrediction }).placePrediction;
  // The prediction's own text ("Lisbon, Portugal") is what the field needs: no Place Details call.
  if (prediction) return prediction.text?.text || null;
  const place = (event as { place?: google.maps.places.Place }).place;
  if (!place) return null;
  await place.fetchFields({ fields: ["displayName", "formattedAddress"] });
  return place.formattedAddress ?? place.displayName ?? null;
}

/**
 * With a Maps key: Google's PlaceAutocompleteElement restricted to cities. Our own /search-cities
 * suggestions (KeylessCityField) serve until it is ready and whenever it cannot serve: the script fails to
 * load, Google rejects the key (gm_authFailure: the widget would then offer nothing and say nothing), the
 * places library has no such element, Google refuses the request (a key without Places API (New):
 * gmp-error), or it is not ready in time. Typed text is the value either way, as in KeylessCityField.
 */
export default function GoogleCityField({ takeFocus = false, ...props }: KeylessCityFieldProps) {
  const { label, value, onChange, error, isRequired } = props;
  const { isLoaded, loadError } = useJsApiLoader(GOOGLE_MAPS_LOADER_OPTIONS);
  const [Element, setElement] = useState<WidgetClass | null>(null);
  // Set when the widget cannot serve, with whether it had the focus then (our field takes it over).
  const [fallenBack, setFallenBack] = useState<{ hadFocus: boolean } | null>(null);
  // Typing in our field while the widget loads keeps our field: swapping under the caret loses keys.
  const [typedMeanwhile, setTypedMeanwhile] = useState(false);
  const host = useRef<HTMLDivElement | null>(null);
  const widget = useRef<Widget | null>(null);
  const latest = useLatest({ onChange, value });
  const id = useId();
  // Rejected before this field mounted: the widget never showed, so nothing had its focus.
  const keyRejected = useMapsKeyRejected();
  // A script that did not load never showed the widget either.
  const fellBack = fallenBack !== null || Boolean(loadError) || keyRejected;

  const fallBack = (reason: string, cause?: unknown) => {
    reportFallback(reason, cause);
    const hadFocus = Boolean(
      host.current?.contains(document.activeElement) || document.activeElement === widget.current,
    );
    setFallenBack((previous) => previous ?? { hadFocus });
  };

  useEffect(() => {
    if (loadError) reportFallback("the Maps script did not load", loadError);
  }, [loadError]);

  // Rejected while this field shows the widget: our field takes over, with the focus if the widget had it.
  useEffect(() => onMapsKeyRejected(() => fallBack("Google rejected this site's key")), []);

  useEffect(() => {
    if (Element || fellBack) return;
    const timer = setTimeout(() => fallBack("the widget was not ready in time"), WIDGET_READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [Element, fellBack]);

  useEffect(() => {
    if (!isLoaded) return;
    let live = true;
    google.maps.importLibrary("places").then(
      (library) => {
        const found = (library as { PlaceAutocompleteElement?: WidgetClass }).PlaceAutocompleteElement;
        if (!live) return;
        if (typeof found === "function") setElement(() => found);
        else fallBack("this Maps version has no PlaceAutocompleteElement");
      },
      (cause: unknown) => live && fallBack("the places library did not load", cause),
    );
    return () => {
      live = false;
    };
  }, [isLoaded]);

  const useWidget = Element !== null && !fellBack && !typedMeanwhile;

  useLayoutEffect(() => {
    if (!useWidget || !host.current) return;
    const element = new Element({ includedPrimaryTypes: CITY_PRIMARY_TYPES });
    element.setAttribute("aria-label", label);
    element.classList.add("city-autocomplete");
    try {
      // Newer versions let the field start from the form's text; older ones start empty.
      (element as unknown as { value: string }).value = latest.current.value;
    } catch {
      // Read-only in this version: the form keeps its value, the widget shows it once typed again.
    }
    const onInput = (event: Event) => {
      const source = event.composedPath()[0];
      const text = source instanceof HTMLInputElement ? source.value : (element as unknown as { value?: string }).value;
      if (typeof text === "string") latest.current.onChange(text);
    };
    const onSelect = (event: Event) => {
      chosenText(event).then(
        (text) => text && latest.current.onChange(text),
        (cause: unknown) => reportFallback("the chosen place could not be read", cause),
      );
    };
    const onRefused = (event: Event) => fallBack("Google refused the request", (event as { error?: unknown }).error);
    element.addEventListener("input", onInput);
    element.addEventListener("gmp-select", onSelect);
    element.addEventListener("gmp-placeselect", onSelect);
    element.addEventListener("gmp-error", onRefused);
    element.addEventListener("gmp-requesterror", onRefused);
    host.current.append(element);
    widget.current = element;
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("gmp-select", onSelect);
      element.removeEventListener("gmp-placeselect", onSelect);
      element.removeEventListener("gmp-error", onRefused);
      element.removeEventListener("gmp-requesterror", onRefused);
      element.remove();
      widget.current = null;
    };
  }, [useWidget, Element, label, latest]);

  if (!useWidget) {
    return (
      <KeylessCityField
        {...props}
        onChange={(text) => {
          if (!Element) setTypedMeanwhile(true);
          onChange(text);
        }}
        // Mounted in place of a focused plain field, or of the widget the traveller was typing in.
        takeFocus={takeFocus || Boolean(fallenBack?.hadFocus)}
      />
    );
  }

  return (
    <div className={`field${error ? " field-invalid" : ""}`} data-city-field="google">
      <span className="field-label" id={`${id}-label`}>
        {label}
        {isRequired ? <span className="visually-hidden"> (required)</span> : null}
      </span>
      <div ref={host} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
