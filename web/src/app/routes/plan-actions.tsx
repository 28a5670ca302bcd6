import type { SaveMerge } from "@itinerary/contract";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/components/auth-provider";
import { generatePdf, exportCalendar, exportGpx } from "../../features/plan-files/api/plan-files";
import {
  GPX_NEEDS_CHANGES_SAVED,
  GPX_NEEDS_SAVE,
  PlanFileButtons,
} from "../../features/plan-files/components/plan-file-buttons";
import type { PlannerController } from "../../features/planner/hooks/use-planner";
import { ShareButton } from "../../features/saved/components/share-button";
import { useSavePlan } from "../../features/saved/hooks/use-save-plan";
import { CompanionsButton } from "../../features/together/components/companions-button";

/**
 * The final plan's actions (SPEC section 2: Save Itinerary, Download PDF; beyond it: Add to
 * Calendar, Download GPX, Share), composed here because they join the planner with the saved and files features.
 */
export interface PlanActionsProps {
  planner: PlannerController;
  /** False for an editor of a companion's trip: a share link is the owner's to give. */
  canShare?: boolean;
  /** A saved trip's version as the page opened it: saves made meanwhile by companions are merged, not replaced. */
  baseSavedAt?: string;
  /** A save was merged into a companion's newer one. */
  onMerged?: (merge: SaveMerge) => void;
}

export function PlanActions({ planner, canShare = true, baseSavedAt, onMerged }: PlanActionsProps) {
  const { state, dispatch } = planner;
  const { user } = useAuth();
  const navigate = useNavigate();
  const final = state.final;
  const preferences = state.preferences;
  const saver = useSavePlan(
    {
      preferences: preferences!,
      plan: final?.days ?? [],
      summary: final?.summary ?? "",
      savedId: state.savedId,
      isSaved: state.isSaved,
      baseSavedAt: baseSavedAt ?? null,
      aiJobs: state.aiJobs,
      uid: user?.uid ?? null,
    },
    { onSaved: (id) => dispatch({ type: "saveSucceeded", id }), onMerged },
  );
  const files = useMemo(() => {
    if (!final) return null;
    const body = { structured_plan: final.days, summary_text: final.summary, preferences: preferences ?? undefined };
    return {
      pdf: () => generatePdf(body),
      calendar: preferences ? () => exportCalendar({ ...body, preferences }) : undefined,
    };
  }, [final, preferences]);
  // The GPX file is made from the trip as saved, so it is there once what is on screen is saved.
  const savedId = state.savedId;
  const gpx = savedId && state.isSaved ? () => exportGpx(savedId) : undefined;
  if (!final || !files) return null;
  return (
    <>
      {preferences ? (
        <button
          type="button"
          className="button button-primary"
          disabled={!saver.canSave}
          onClick={() => void saver.save()}
        >
          {saver.label}
        </button>
      ) : null}
      <PlanFileButtons
        pdf={files.pdf}
        calendar={files.calendar}
        gpx={gpx}
        gpxUnavailable={savedId ? GPX_NEEDS_CHANGES_SAVED : GPX_NEEDS_SAVE}
      />
      {canShare && state.savedId && state.isSaved ? <ShareButton itineraryId={state.savedId} /> : null}
      {state.savedId && user ? (
        <CompanionsButton itineraryId={state.savedId} uid={user.uid} onLeft={() => navigate(paths.saved)} />
      ) : null}
    </>
  );
}
