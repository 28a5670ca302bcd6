import { MAX_STAY_NAME_LENGTH } from "@itinerary/contract";
import { lazyModule } from "../../../lib/lazy-module";
import { useLazyField } from "./lazy-field";
import { PlainComboboxField } from "./plain-combobox-field";
import { STAY_NAME_HINT, STAY_NAME_PLACEHOLDER, type StayNameInputProps } from "./stay-name-props";

/** Once loaded, every later stay field (and a remount) gets the picker at once. */
const stayNamePicker = lazyModule(() => import("./stay-name-picker"));

/**
 * "Stay name" of the own-stay group: a plain field as the planner first paints, swapped for the picker
 * (stay-name-picker.tsx: the guide's areas and places as the traveller types) once the traveller reaches
 * for it or the page has settled, keeping the focus and the text, as the city fields do (its code stays
 * off the planner's first load). Whatever is typed stays the value: a hotel the guide does not know is
 * placed by its address.
 */
export function StayNameInput(props: StayNameInputProps) {
  const { module, hadFocus, plain } = useLazyField(stayNamePicker);
  // The plain field had the focus: the picker takes it over (and its caret).
  if (module) return <module.StayNamePicker {...props} takeFocus={hadFocus()} />;
  return (
    <PlainComboboxField
      label="Stay name"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      placeholder={STAY_NAME_PLACEHOLDER}
      hint={STAY_NAME_HINT}
      maxLength={MAX_STAY_NAME_LENGTH}
      {...plain}
    />
  );
}
