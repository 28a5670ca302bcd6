import { lazy, Suspense } from "react";
import { env } from "../../../config/env";
import { CityField, type CityFieldProps } from "./city-field";

const GoogleCityField = lazy(() => import("./google-city-field"));

/** Google Places autocomplete when a Maps key is configured, else the server's city suggestions. */
export function CityInput(props: CityFieldProps) {
  if (!env.googleMapsApiKey) return <CityField {...props} />;
  return (
    <Suspense fallback={<CityField {...props} />}>
      <GoogleCityField {...props} />
    </Suspense>
  );
}
