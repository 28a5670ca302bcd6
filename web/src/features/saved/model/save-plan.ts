import type { SaveItineraryRequest, StructuredPlan, TripPreferences } from "@itinerary/contract";
import { SAVED_TEXT } from "./saved-text";

/**
 * Which call Save Itinerary makes (SPEC section 4): a plan without an id is created (POST), one
 * with an id (saved before, or opened from the saved list) is updated in place (PUT).
 */
export type SaveTarget = { kind: "create" } | { kind: "update"; id: string };

export function saveTarget(savedId: string | null): SaveTarget {
  return savedId ? { kind: "update", id: savedId } : { kind: "create" };
}

export function saveSucceededMessage(target: SaveTarget): string {
  return target.kind === "create" ? SAVED_TEXT.saved : SAVED_TEXT.updated;
}

export function saveFailedMessage(target: SaveTarget): string {
  return target.kind === "create" ? SAVED_TEXT.saveFailed : SAVED_TEXT.updateFailed;
}

export type SaveStatus = "idle" | "saving";

/** The button is disabled while saving and when nothing changed since the last save (SPEC section 4). */
export function canSave(status: SaveStatus, isSaved: boolean): boolean {
  return status === "idle" && !isSaved;
}

/** "Saving..." while the call runs, "Saved!" once saved, else "Save Itinerary" (SPEC section 2). */
export function saveButtonLabel(status: SaveStatus, isSaved: boolean): string {
  if (status === "saving") return SAVED_TEXT.saving;
  return isSaved ? SAVED_TEXT.savedButton : SAVED_TEXT.saveButton;
}

/** The body of both calls: the same for a first save and an update. */
export function saveRequest(preferences: TripPreferences, plan: StructuredPlan, summary: string): SaveItineraryRequest {
  return { preferences, itinerary: plan, summary_text: summary };
}
