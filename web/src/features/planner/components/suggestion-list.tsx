import type { UseComboboxPropGetters } from "downshift";
import type { ReactNode } from "react";

export interface SuggestionListProps<T> {
  /** The popover shows; its list is there either way, since downshift wires the input to it. */
  open: boolean;
  items: readonly T[];
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<T>["getMenuProps"];
  getItemProps: UseComboboxPropGetters<T>["getItemProps"];
  keyOf: (item: T) => string;
  /** The option's name, then what kind of place it is (a country, a category). */
  nameOf: (item: T) => string;
  detailOf: (item: T) => string;
  /** Under the list: what the popover says when it lists nothing. */
  children?: ReactNode;
}

/** The popover list of a suggestions field (the city fields, the stay picker, Add a place). */
export function SuggestionList<T>({
  open,
  items,
  highlightedIndex,
  getMenuProps,
  getItemProps,
  keyOf,
  nameOf,
  detailOf,
  children,
}: SuggestionListProps<T>) {
  return (
    <div className="popover city-popover" hidden={!open}>
      <ul className="listbox" {...getMenuProps()}>
        {open
          ? items.map((item, index) => (
              <li
                key={keyOf(item)}
                className={`listbox-item${highlightedIndex === index ? " is-highlighted" : ""}`}
                {...getItemProps({ item, index })}
              >
                <span className="city-name">{nameOf(item)}</span>
                <span className="city-country">{detailOf(item)}</span>
              </li>
            ))
          : null}
      </ul>
      {children}
    </div>
  );
}
