import type {
  SaveItineraryRequest,
  SaveItineraryResponse,
  SaveMerge,
  StructuredPlan,
  TripPreferences,
} from "@itinerary/contract";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError } from "../../../lib/api-error";
import { queueTripSave } from "../../../lib/offline/edit-queue";
import { isConnectionFailure, isOnline, OFFLINE_TEXT } from "../../../lib/offline/connection";
import { useLatest } from "../../../lib/use-latest";
import { saveItinerary } from "../api/save-itinerary";
import { updateItinerary } from "../api/update-itinerary";
import {
  canSave,
  saveButtonLabel,
  saveFailedMessage,
  saveRequest,
  saveSucceededMessage,
  saveTarget,
  type SaveStatus,
} from "../model/save-plan";

export interface SavePlanInput {
  preferences: TripPreferences;
  plan: StructuredPlan;
  summary: string;
  /** The plan's id when it was saved before or opened from the saved list, else null. */
  savedId: string | null;
  /** Nothing changed since the last save (the planner's saved flag). */
  isSaved: boolean;
  /**
   * saved_at of the version of a saved trip the page opened, so a save made while a companion saved
   * is merged into theirs field by field (later saves from the page send their own saved_at).
   */
  baseSavedAt?: string | null;
  /** The regenerate and finalize jobs run since the last save: an update names them as the saver's. */
  aiJobs?: string[];
  /** The signed-in traveller: an update made without a connection is kept on their device until it returns. */
  uid?: string | null;
}

export interface SavePlanOptions {
  /** Told the plan's id after every successful save, so the planner can set its saved flag. */
  onSaved?: (id: string) => void;
  /** The save was merged into a companion's newer one: the page should show the trip as merged. */
  onMerged?: (merge: SaveMerge) => void;
  /** Seams for tests; the app uses the real API. */
  create?: (body: SaveItineraryRequest) => Promise<SaveItineraryResponse>;
  update?: (id: string, body: SaveItineraryRequest) => Promise<SaveItineraryResponse>;
  /** Keeps an update for when the connection returns; resolves to whether the device kept it. */
  queue?: (uid: string, id: string, body: SaveItineraryRequest) => Promise<boolean>;
}

export interface SavePlan {
  status: SaveStatus;
  /** The id later saves update: the one passed in, or the one the first save created. */
  savedId: string | null;
  /** False while saving and when already saved: the Save Itinerary button is disabled then. */
  canSave: boolean;
  /** "Save Itinerary", "Saving..." or "Saved!". */
  label: string;
  /** Saves the plan as it is now; resolves to whether it worked. A second call while saving does nothing. */
  save: () => Promise<boolean>;
}

/**
 * Save Itinerary for the planner's display mode (SPEC sections 2, 4 and 8): the first save POSTs
 * and remembers the id it gets; later saves, and saves of a plan opened from the saved list, PUT
 * to that id. Success and failure are toasts; a 401 is left to the session-expired flow alone.
 */
export function useSavePlan(input: SavePlanInput, options: SavePlanOptions = {}): SavePlan {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [rememberedId, setRememberedId] = useState(input.savedId);
  // A different plan id from the planner (a saved plan opened, a new trip started) replaces the
  // remembered one; the planner owns the id whenever it sets one.
  const [lastInputId, setLastInputId] = useState(input.savedId);
  if (input.savedId !== lastInputId) {
    setLastInputId(input.savedId);
    setRememberedId(input.savedId);
  }

  // save() reads the plan as it is when pressed, and one save runs at a time even if the button
  // is pressed twice before React re-renders it disabled.
  const latestRef = useLatest({ input, options, rememberedId });
  const inFlight = useRef(false);
  // The version the next update starts from: the one opened, then each one this page saved.
  const base = useRef(input.baseSavedAt ?? null);

  const save = useCallback(async () => {
    if (inFlight.current) return false;
    const { input: now, options: opts, rememberedId: id } = latestRef.current;
    inFlight.current = true;
    setStatus("saving");
    const target = saveTarget(id);
    const body = saveRequest(now.preferences, now.plan, now.summary);
    if (target.kind === "update" && base.current) body.base_saved_at = base.current;
    if (target.kind === "update" && now.aiJobs && now.aiJobs.length > 0) body.ai_jobs = now.aiJobs;
    // No connection: an update of a saved trip waits on this device, sent when the connection returns.
    const keepForLater = async () => {
      if (target.kind !== "update" || !now.uid) return false;
      if (!(await (opts.queue ?? queueTripSave)(now.uid, target.id, body))) return false;
      toast.success(OFFLINE_TEXT.savedOnDevice);
      opts.onSaved?.(target.id);
      return true;
    };
    try {
      if (!isOnline() && (await keepForLater())) return true;
      const result =
        target.kind === "create"
          ? await (opts.create ?? saveItinerary)(body)
          : await (opts.update ?? updateItinerary)(target.id, body);
      setRememberedId(result.id);
      latestRef.current.rememberedId = result.id;
      base.current = result.saved_at;
      toast.success(saveSucceededMessage(target));
      opts.onSaved?.(result.id);
      if (result.merged) opts.onMerged?.(result.merged);
      return true;
    } catch (error) {
      if (isConnectionFailure(error) && (await keepForLater())) return true;
      console.error(
        target.kind === "create" ? "Saving the itinerary failed:" : "Updating the itinerary failed:",
        error,
      );
      if (!(error instanceof ApiRequestError && error.status === 401)) toast.error(saveFailedMessage(target));
      return false;
    } finally {
      inFlight.current = false;
      setStatus("idle");
    }
  }, [latestRef]);

  return {
    status,
    savedId: rememberedId,
    canSave: canSave(status, input.isSaved),
    label: saveButtonLabel(status, input.isSaved),
    save,
  };
}
