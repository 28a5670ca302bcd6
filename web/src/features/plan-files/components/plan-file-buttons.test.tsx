// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { deferred } from "../../../testing/deferred";
import { toastOf } from "../../../testing/toasts";
import { GPX_NEEDS_SAVE, PlanFileButtons } from "./plan-file-buttons";

const files = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock("../../../lib/save-file", () => ({ saveFile: files.saveFile }));

const pdf = () => Promise.resolve(new Blob(["%PDF-"]));
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  files.saveFile.mockReset();
  vi.restoreAllMocks();
});

describe("PlanFileButtons", () => {
  it("downloads the GPX file as trip.gpx beside the PDF and the calendar, the others waiting meanwhile", async () => {
    const pending = deferred<Blob>();
    const gpx = vi.fn(() => pending.promise);
    render(<PlanFileButtons pdf={pdf} calendar={pdf} gpx={gpx} />);
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Download PDF",
      "Add to Calendar",
      "Download GPX",
    ]);
    // The same look as its neighbours.
    expect(button("Download GPX").className).toBe(button("Download PDF").className);

    fireEvent.click(button("Download GPX"));
    expect(gpx).toHaveBeenCalledTimes(1);
    expect(button("Preparing...").disabled).toBe(true);
    expect(button("Download PDF").disabled).toBe(true);
    const file = new Blob(["<gpx/>"], { type: "application/gpx+xml" });
    await act(async () => pending.resolve(file));
    expect(files.saveFile).toHaveBeenCalledWith(file, "trip.gpx");
    expect(button("Download GPX").disabled).toBe(false);
  });

  it("says why when the server makes no file, and leaves a 401 to the session-expired flow", async () => {
    const detail = "No stop in this plan has a location a GPS app may show, so there is nothing to put in a GPX file.";
    const gpx = vi
      .fn<() => Promise<Blob>>()
      .mockRejectedValueOnce(new ApiRequestError(422, detail))
      .mockRejectedValueOnce(new ApiRequestError(500, null))
      .mockRejectedValueOnce(new ApiRequestError(401, null));
    render(
      <>
        <PlanFileButtons pdf={pdf} gpx={gpx} />
        <Toaster />
      </>,
    );
    fireEvent.click(button("Download GPX"));
    expect(toastOf(await screen.findByText(detail))).toHaveAttribute("data-type", "error");
    fireEvent.click(button("Download GPX"));
    expect(toastOf(await screen.findByText("Failed to create the GPX file."))).toHaveAttribute("data-type", "error");
    toast.dismiss();
    await vi.waitFor(() => expect(screen.queryByText(detail)).toBeNull());
    fireEvent.click(button("Download GPX"));
    await vi.waitFor(() => expect(gpx).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Failed to create the GPX file.")).toBeNull();
    expect(files.saveFile).not.toHaveBeenCalled();
  });

  it("shows a plan with no GPX file yet a disabled button that says why, or no button without a reason", () => {
    render(<PlanFileButtons pdf={pdf} gpxUnavailable={GPX_NEEDS_SAVE} />);
    const unavailable = button("Download GPX");
    expect(unavailable.disabled).toBe(true);
    expect(unavailable).toHaveAccessibleDescription("Save the trip to download its GPX file.");
    cleanup();
    render(<PlanFileButtons pdf={pdf} />);
    expect(screen.queryByRole("button", { name: "Download GPX" })).toBeNull();
  });
});
