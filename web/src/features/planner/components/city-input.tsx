import { lazy, Suspense } from "react";
import { env } from "../../../config/env";
import type { CityFieldProps } from "./city-field-props";
import { lazyModule } from "../../../lib/lazy-module";
import { useLazyField } from "./lazy-field";
import { PlainComboboxField } from "./plain-combobox-field";

const GoogleCityField = lazy(() => import("./google-city-field"));

/** Once loaded, every later city field (and a remount) gets the full field at once. */
const keylessCityField = lazyModule(() => import("./keyless-city-field"));

/**
 * The city field the forms use; it picks one of the variants: GoogleCityField (Places autocomplete)
 * when a Maps key is configured, else KeylessCityField (the server's city suggestions). The
 * suggestions' code stays off the planner's first load: PlainComboboxField paints first, and the full one
 * takes its place once loaded (when the traveller reaches for a city field, or after the page settles).
 */
export function CityInput(props: CityFieldProps) {
  const { module, hadFocus, plain: plainProps } = useLazyField(keylessCityField);
  const plain = <PlainComboboxField {...props} {...plainProps} />;
  // At the swap, the full field takes over the plain one's focus (and its caret).
  if (env.googleMapsApiKey) {
    return (
      <Suspense fallback={plain}>{module ? <GoogleCityField {...props} takeFocus={hadFocus()} /> : plain}</Suspense>
    );
  }
  if (!module) return plain;
  return <module.KeylessCityField {...props} takeFocus={hadFocus()} />;
}
