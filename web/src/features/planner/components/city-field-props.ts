/** What every city field takes, whichever variant CityInput (city-input.tsx) renders. */
export interface CityFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  isRequired?: boolean;
}
