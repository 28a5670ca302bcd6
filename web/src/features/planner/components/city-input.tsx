import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { env } from "../../../config/env";
import type { CityFieldProps } from "./city-field-props";
import { PlainCityField } from "./plain-city-field";

const GoogleCityField = lazy(() => import("./google-city-field"));

type CityFieldModule = typeof import("./keyless-city-field");

/** Once loaded, every later city field (and a remount) gets the full field at once. */
let loaded: CityFieldModule | null = null;
let loading: Promise<CityFieldModule> | null = null;

function loadCityField(): Promise<CityFieldModule> {
  loading ??= import("./keyless-city-field").then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline for a moment: the plain field keeps working, and the next intent tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** After the first paint has settled, the suggestions load anyway, so they are there before most travellers type. */
export const CITY_SUGGESTIONS_SETTLE_MS = 2_000;

/**
 * The city field the forms use; it picks one of the variants: GoogleCityField (Places autocomplete)
 * when a Maps key is configured, else KeylessCityField (the server's city suggestions). The
 * suggestions' code stays off the planner's first load: PlainCityField paints first, and the full one
 * takes its place once loaded (when the traveller reaches for a city field, or after the page settles).
 */
export function CityInput(props: CityFieldProps) {
  const [module, setModule] = useState<CityFieldModule | null>(loaded);
  const focused = useRef(false);
  const live = useRef(true);

  const load = useCallback(() => {
    loadCityField().then(
      (found) => {
        if (live.current) setModule(found);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    live.current = true;
    if (module) return;
    const timer = setTimeout(load, CITY_SUGGESTIONS_SETTLE_MS);
    return () => {
      live.current = false;
      clearTimeout(timer);
    };
  }, [module, load]);

  const plain = <PlainCityField {...props} onIntent={load} onFocusChange={(value) => (focused.current = value)} />;
  if (env.googleMapsApiKey) {
    // Read at the swap, like the keyless field below. Not state: state would follow the blur Chromium fires when
    // the focused plain field leaves the page, and the field mounted after it would not take the focus over.
    return (
      <Suspense fallback={plain}>
        {/* eslint-disable-next-line react-hooks/refs -- read once, at the swap, on purpose */}
        {module ? <GoogleCityField {...props} takeFocus={focused.current} /> : plain}
      </Suspense>
    );
  }
  if (!module) return plain;
  // Read at the swap: the plain field had focus, so the full one takes it over (and its caret).
  // eslint-disable-next-line react-hooks/refs -- read once, at the swap, on purpose
  return <module.KeylessCityField {...props} takeFocus={focused.current} />;
}
