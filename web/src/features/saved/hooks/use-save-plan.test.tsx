// @vitest-environment jsdom
import type { SaveItineraryRequest, SaveItineraryResponse } from "@itinerary/contract";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { toast, Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api-client";
import { createSavedItinerary, saveBodyOf } from "../../../testing/data-generators";
import { useSavePlan, type SavePlanOptions } from "./use-save-plan";
import { deferred } from "../../../testing/deferred";
import { toastOf } from "../../../testing/toasts";

vi.mock("../../../lib/firebase-app", () => ({ getAppCheckToken: async () => null }));

const LISBON = createSavedItinerary({ id: "ignored", destination: "Lisbon", savedAt: "2026-11-23T12:00:00Z" });
const BODY = saveBodyOf(LISBON);

/** The planner's display mode in miniature: it owns the saved flag and the plan's summary. */
function Planner({
  initialId = null,
  baseSavedAt = null,
  aiJobs = [],
  ...options
}: SavePlanOptions & { initialId?: string | null; baseSavedAt?: string | null; aiJobs?: string[] }) {
  const [isSaved, setSaved] = useState(initialId !== null);
  const [summary, setSummary] = useState(LISBON.summary_text);
  const savePlan = useSavePlan(
    {
      preferences: LISBON.preferences,
      plan: LISBON.itinerary,
      summary,
      savedId: initialId,
      isSaved,
      baseSavedAt,
      aiJobs,
    },
    { ...options, onSaved: () => setSaved(true) },
  );
  return (
    <>
      <button type="button" disabled={!savePlan.canSave} onClick={() => void savePlan.save()}>
        {savePlan.label}
      </button>
      <button
        type="button"
        onClick={() => {
          setSummary("Edited summary.");
          setSaved(false);
        }}
      >
        Edit
      </button>
      <output data-testid="id">{savePlan.savedId ?? "none"}</output>
      <Toaster />
    </>
  );
}

const saveButton = () => screen.getAllByRole("button")[0] as HTMLButtonElement;
const response = (id: string): SaveItineraryResponse => ({ id, saved_at: "2026-11-23T12:00:00.000Z" });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
});

describe("useSavePlan", () => {
  it("POSTs the first save, then PUTs later saves to the id it got, with the spec's messages", async () => {
    const create = vi.fn(async (_body: SaveItineraryRequest) => response("trip-9"));
    const update = vi.fn(async (id: string, _body: SaveItineraryRequest) => response(id));
    render(<Planner create={create} update={update} />);
    expect(saveButton().textContent).toBe("Save Itinerary");

    fireEvent.click(saveButton());
    expect(toastOf(await screen.findByText("Itinerary saved successfully!"))).toHaveAttribute("data-type", "success");
    expect(create).toHaveBeenCalledExactlyOnceWith(BODY);
    expect(screen.getByTestId("id").textContent).toBe("trip-9");
    expect(saveButton().textContent).toBe("Saved!");
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    expect(toastOf(await screen.findByText("Itinerary updated successfully!"))).toHaveAttribute("data-type", "success");
    // The update starts from the version the first save made, so a companion's save meanwhile is merged.
    expect(update).toHaveBeenCalledExactlyOnceWith("trip-9", {
      ...BODY,
      summary_text: "Edited summary.",
      base_saved_at: "2026-11-23T12:00:00.000Z",
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("updates a plan opened from the saved list straight away", async () => {
    const create = vi.fn(async () => response("new"));
    const update = vi.fn(async (id: string) => response(id));
    render(<Planner initialId="saved-3" create={create} update={update} />);
    expect(saveButton().textContent).toBe("Saved!");
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(saveButton());
    expect(toastOf(await screen.findByText("Itinerary updated successfully!"))).toHaveAttribute("data-type", "success");
    expect(update).toHaveBeenCalledWith("saved-3", expect.anything());
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the version a saved trip was opened at, then each version it saved, and reports a merge", async () => {
    const saves = ["2026-11-24T09:00:00.000Z", "2026-11-24T09:05:00.000Z"];
    const merged = { overwritten: [], kept: ["Belém Tower, day 1: Highlight"] };
    const update = vi.fn(async (id: string, _body: SaveItineraryRequest) => ({
      id,
      saved_at: saves[update.mock.calls.length - 1]!,
      ...(update.mock.calls.length === 1 ? { merged } : {}),
    }));
    const onMerged = vi.fn();
    render(<Planner initialId="saved-3" baseSavedAt="2026-11-23T12:00:00.000Z" update={update} onMerged={onMerged} />);
    for (let k = 0; k < 2; k++) {
      fireEvent.click(screen.getByRole("button", { name: "Edit" }));
      fireEvent.click(saveButton());
      await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(k + 1));
      await vi.waitFor(() => expect(saveButton().textContent).toBe("Saved!"));
    }
    expect(update.mock.calls.map(([, body]) => body.base_saved_at)).toEqual([
      "2026-11-23T12:00:00.000Z",
      "2026-11-24T09:00:00.000Z",
    ]);
    expect(onMerged).toHaveBeenCalledExactlyOnceWith(merged);
  });

  it("names the paid jobs run since the last save on an update, never on a first save", async () => {
    const JOB = "0b8f4a3e-7d2c-4e1a-9f6b-2c3d4e5f6a7b";
    const create = vi.fn(async (_body: SaveItineraryRequest) => response("trip-9"));
    const update = vi.fn(async (id: string, _body: SaveItineraryRequest) => response(id));
    render(<Planner create={create} update={update} aiJobs={[JOB]} />);
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).not.toHaveProperty("ai_jobs");
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(saveButton());
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].ai_jobs).toEqual([JOB]);
  });

  it("reads Saving... and saves once while a save runs, however often it is pressed", async () => {
    const pending = deferred<SaveItineraryResponse>();
    const create = vi.fn(() => pending.promise);
    render(<Planner create={create} />);
    fireEvent.click(saveButton());
    expect(saveButton().textContent).toBe("Saving...");
    expect(saveButton().disabled).toBe(true);
    // A second press that reaches the handler before React disables the button.
    saveButton().disabled = false;
    fireEvent.click(saveButton());
    expect(create).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(response("trip-1")));
    expect(saveButton().textContent).toBe("Saved!");
  });

  it("says which of save and update failed, and stays ready to try again", async () => {
    const create = vi.fn(async () => Promise.reject(new ApiRequestError(503, "Try again later.")));
    render(<Planner create={create} />);
    fireEvent.click(saveButton());
    expect(toastOf(await screen.findByText("Failed to save itinerary."))).toHaveAttribute("data-type", "error");
    expect(screen.getByTestId("id").textContent).toBe("none");
    expect(saveButton().textContent).toBe("Save Itinerary");
    expect(saveButton().disabled).toBe(false);
    cleanup();
    toast.dismiss();

    const update = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    render(<Planner initialId="saved-3" update={update} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(saveButton());
    expect(toastOf(await screen.findByText("Failed to update itinerary."))).toHaveAttribute("data-type", "error");
    expect(screen.getByTestId("id").textContent).toBe("saved-3");
  });

  it("leaves a 401 to the session-expired flow: no failure toast of its own", async () => {
    const create = vi.fn(async () => Promise.reject(new ApiRequestError(401, null)));
    render(<Planner create={create} />);
    fireEvent.click(saveButton());
    await act(async () => {});
    expect(create).toHaveBeenCalledOnce();
    expect(saveButton().textContent).toBe("Save Itinerary");
    expect(screen.queryByText("Failed to save itinerary.")).toBeNull();
  });
});
