import { describe, expect, it } from "vitest";
import { createFinalPlan, createTrip } from "../../../testing/data-generators";
import {
  canSave,
  saveButtonLabel,
  saveFailedMessage,
  saveRequest,
  saveSucceededMessage,
  saveTarget,
} from "./save-plan";

describe("saveTarget", () => {
  it("creates a plan that has no id and updates one that has", () => {
    expect(saveTarget(null)).toEqual({ kind: "create" });
    expect(saveTarget("")).toEqual({ kind: "create" });
    expect(saveTarget("trip-1")).toEqual({ kind: "update", id: "trip-1" });
  });
});

describe("messages", () => {
  it("say saved or updated on success, and which of the two failed", () => {
    expect(saveSucceededMessage(saveTarget(null))).toBe("Itinerary saved successfully!");
    expect(saveSucceededMessage(saveTarget("trip-1"))).toBe("Itinerary updated successfully!");
    expect(saveFailedMessage(saveTarget(null))).toBe("Failed to save itinerary.");
    expect(saveFailedMessage(saveTarget("trip-1"))).toBe("Failed to update itinerary.");
  });
});

describe("the Save Itinerary button", () => {
  it("is enabled only when idle and not already saved", () => {
    expect(canSave("idle", false)).toBe(true);
    expect(canSave("idle", true)).toBe(false);
    expect(canSave("saving", false)).toBe(false);
  });

  it("reads Saving... while saving, Saved! once saved, Save Itinerary otherwise", () => {
    expect(saveButtonLabel("saving", false)).toBe("Saving...");
    expect(saveButtonLabel("saving", true)).toBe("Saving...");
    expect(saveButtonLabel("idle", true)).toBe("Saved!");
    expect(saveButtonLabel("idle", false)).toBe("Save Itinerary");
  });
});

describe("saveRequest", () => {
  it("sends the preferences, the structured plan as itinerary, and the summary", () => {
    const preferences = createTrip();
    const plan = createFinalPlan();
    expect(saveRequest(preferences, plan, "Three days by the river.")).toEqual({
      preferences,
      itinerary: plan,
      summary_text: "Three days by the river.",
    });
  });
});
