// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditableText } from "./editable-text";

afterEach(cleanup);

describe("EditableText", () => {
  it("names a field with a value by what it edits and holds", () => {
    render(<EditableText label="Time for Alfama" value="10:00 - 11:00" onSave={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Edit Time for Alfama: 10:00 - 11:00" }).textContent).toBe(
      "10:00 - 11:00",
    );
  });

  it("names an empty field starting with the placeholder it shows, and edits it on a press", () => {
    const onSave = vi.fn();
    render(<EditableText label="Accommodation Suggestion for day 1" value="" multiline onSave={onSave} />);
    const button = screen.getByRole("button", { name: "Add Accommodation Suggestion for day 1" });
    expect(button.textContent).toBe("Add");
    fireEvent.click(button);
    const field = screen.getByRole("textbox", { name: "Accommodation Suggestion for day 1" });
    fireEvent.change(field, { target: { value: "Casa do Largo" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onSave).toHaveBeenCalledWith("Casa do Largo");
  });
});
