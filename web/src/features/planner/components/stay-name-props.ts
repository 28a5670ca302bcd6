/** What both variants of the stay name field take (stay-name-input.tsx paints first, stay-name-picker.tsx takes over). */
export interface StayNameInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The trip's destination as typed: its guide is what the picker searches. */
  city: string;
  error?: string;
}

export const STAY_NAME_HINT = "Your hotel's name, or pick an area or place from our guide to the city.";
export const STAY_NAME_PLACEHOLDER = "Hotel, flat, host or area";
