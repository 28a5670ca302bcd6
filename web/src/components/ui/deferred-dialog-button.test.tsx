// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstViewDrawn, resetFirstView } from "../../lib/first-view";
import { lazyModule } from "../../lib/lazy-module";
import { DeferredDialogButton } from "./deferred-dialog-button";

afterEach(() => {
  cleanup();
  resetFirstView();
});

/** A dialog module whose code arrives when the test says so. */
function pendingDialog() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Dialog = () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" data-testid="real" onClick={() => setOpen(true)}>
          Companions
        </button>
        {open ? <div role="dialog">Who is on this trip</div> : null}
      </>
    );
  };
  const source = lazyModule(() => arrived.then(() => ({ Dialog })));
  return { source, arrive };
}

describe("DeferredDialogButton", () => {
  it("paints a plain button, and a press before the dialog's code has arrived opens it as it does", async () => {
    const { source, arrive } = pendingDialog();
    render(
      <DeferredDialogButton source={source} label="Companions">
        {({ Dialog }) => <Dialog />}
      </DeferredDialogButton>,
    );
    const plain = screen.getByRole("button", { name: "Companions" });
    expect(screen.queryByTestId("real")).toBeNull();
    fireEvent.click(plain);
    await act(async () => arrive());
    expect(screen.getByRole("dialog").textContent).toBe("Who is on this trip");
    expect(screen.getAllByRole("button")).toHaveLength(1);
  });

  it("fetches the dialog's code when the traveller heads for the button, not once the page has shown", async () => {
    vi.useFakeTimers();
    try {
      const { source, arrive } = pendingDialog();
      const load = vi.spyOn(source, "load");
      render(
        <DeferredDialogButton source={source} label="Companions">
          {({ Dialog }) => <Dialog />}
        </DeferredDialogButton>,
      );
      // The map has drawn and the page's first view is long complete: still nothing fetched.
      firstViewDrawn();
      await act(async () => vi.advanceTimersByTimeAsync(5000));
      expect(load).not.toHaveBeenCalled();
      fireEvent.pointerEnter(screen.getByRole("button", { name: "Companions" }));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => arrive());
      expect(screen.getByTestId("real")).toBeTruthy();
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hands the plain button's focus to the real one when it takes its place", async () => {
    const { source, arrive } = pendingDialog();
    render(
      <DeferredDialogButton source={source} label="Companions">
        {({ Dialog }) => <Dialog />}
      </DeferredDialogButton>,
    );
    act(() => screen.getByRole("button", { name: "Companions" }).focus());
    await act(async () => arrive());
    const real = screen.getByTestId("real");
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
