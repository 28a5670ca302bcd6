import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  isDisabled?: boolean;
  className?: string;
}

/** A single choice from a fixed list; no item has an empty value (SPEC section 5). */
export function SelectField<V extends string>({ label, value, options, onChange, isDisabled, className = "" }: SelectFieldProps<V>) {
  return (
    <Select
      className={`field ${className}`}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(key as V);
      }}
      isDisabled={isDisabled}
    >
      <Label className="field-label">{label}</Label>
      <Button className="input select-trigger">
        <SelectValue />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <Popover className="popover" offset={4}>
        <ListBox className="listbox">
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} textValue={option.label} className="listbox-item">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
