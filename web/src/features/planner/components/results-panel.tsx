import { MAX_SUGGESTION_LENGTH, maxStopsPerDay } from "@itinerary/contract";
import { lazy, Suspense, useEffect, useState } from "react";
import { NeedsConnection } from "../../../components/ui/offline-note";
import { useOnline } from "../../../lib/offline/use-online";
import { describedBy, OFFLINE_TEXT } from "../../../lib/offline/connection";
import type { PlannerController } from "../hooks/use-planner";
import { ActionCost, type Wallet } from "./action-cost";
import { ImportantNotes } from "./important-notes";
import { hasStopNamed } from "../model/draft-edits";

// The map and drag and drop are needed only once there is a draft: they stay out of the form's first
// load, and are fetched while the request runs, so a draft answered at once is not kept waiting for them.
const loadTripMap = () => import("../../../components/map/trip-map");
const loadDraftItinerary = () => import("./draft-itinerary");
const TripMap = lazy(() => loadTripMap().then((m) => ({ default: m.TripMap })));
const DraftItinerary = lazy(() => loadDraftItinerary().then((m) => ({ default: m.DraftItinerary })));
// Only a running job shows it; until it loads, the plain waiting line stands in.
const JobProgress = lazy(() => import("./job-progress").then((m) => ({ default: m.JobProgress })));

export interface ResultsPanelProps {
  planner: PlannerController;
  onShowFinal: () => void;
  onFinalize: () => void;
  wallet?: Wallet;
}

/**
 * The right-hand side of create mode: empty state, progress, then the draft and what to do with it.
 * Refining and finalizing sit in a dock that stays in view: beside the draft on a wide screen, a bar
 * at the bottom on a phone.
 */
export function ResultsPanel({ planner, onShowFinal, onFinalize, wallet }: ResultsPanelProps) {
  const { state, dispatch } = planner;
  const busy = state.pending !== null;
  const online = useOnline();
  // The stop under the pointer or focus, in the list or on the map: both sides light it.
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  useEffect(() => {
    if (!busy) return;
    // A prefetch only: if it fails, the draft's own lazy load meets (and reports) the same failure.
    loadDraftItinerary().catch(() => undefined);
    loadTripMap().catch(() => undefined);
  }, [busy]);
  const running = busy && state.job && state.job.phase !== "unsent" ? state.job : null;
  const progress = running ? (
    <Suspense fallback={<Preparing />}>
      <JobProgress job={running} startDate={running.preferences.startDate} />
    </Suspense>
  ) : busy ? (
    <Preparing />
  ) : null;

  if (!state.draft) {
    return (
      <section className="results-panel" aria-labelledby="results-heading" aria-busy={busy}>
        {busy ? (
          progress
        ) : (
          <div className="empty-state">
            <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" className="empty-state-icon">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z"
              />
            </svg>
            <h2 id="results-heading">Your Adventure Awaits</h2>
            <p>Complete the details to craft your journey.</p>
          </div>
        )}
      </section>
    );
  }

  const suggestionId = "planner-suggestion";
  const select = (id: string) => dispatch({ type: "activitySelected", id });
  // On a wide screen with the form folded the dock and the map share a column beside the list, in view
  // while the list scrolls (planner.css); narrower, the map is above the list and the dock after it.
  return (
    <section className="results-panel has-draft" aria-labelledby="results-heading" aria-busy={busy}>
      {progress ? <div className="results-progress">{progress}</div> : null}
      <div className="results-side">
        <div className="results-map">
          <Suspense fallback={<Preparing label="Loading map" />}>
            <TripMap
              days={state.draft}
              selectedId={state.selectedId}
              onSelect={select}
              highlightedId={highlightedId}
              onHighlight={setHighlightedId}
            />
          </Suspense>
        </div>
        <aside className="plan-dock" aria-label="Refine or finalize">
          <form
            className="next-step-card next-step-change"
            onSubmit={(event) => {
              event.preventDefault();
              void planner.regenerate();
            }}
          >
            <label htmlFor={suggestionId} className="next-step-title">
              What would you like to change?
            </label>
            <textarea
              id={suggestionId}
              className="input textarea"
              rows={3}
              maxLength={MAX_SUGGESTION_LENGTH}
              placeholder="For example: more food markets, a slower day 2, swap the museum for a park."
              value={state.suggestion}
              onChange={(event) => dispatch({ type: "suggestionChanged", value: event.target.value })}
            />
            <div className="action-with-cost">
              <button
                type="submit"
                className="button button-secondary"
                disabled={busy || !online}
                aria-describedby={describedBy(
                  wallet?.costs ? "regenerate-cost" : null,
                  online ? null : "regenerate-offline",
                )}
              >
                {state.pending === "regenerate" ? "Regenerating..." : "Regenerate"}
              </button>
              <ActionCost id="regenerate-cost" wallet={wallet} action="regenerate" />
              {online ? null : (
                <NeedsConnection id="regenerate-offline" reason={OFFLINE_TEXT.needsConnection.regenerate} />
              )}
            </div>
          </form>
          <div className="next-step-card next-step-finalize">
            <h3 className="next-step-title">Ready to Finalize?</h3>
            <p className="next-step-text">Turn this draft into a timed plan with costs, accommodation and routes.</p>
            <div className="action-with-cost">
              <button
                type="button"
                className="button button-primary"
                disabled={busy || !online}
                onClick={onFinalize}
                aria-describedby={describedBy(
                  wallet?.costs ? "finalize-cost" : null,
                  online ? null : "finalize-offline",
                )}
              >
                {state.pending === "finalize" ? "Finalizing..." : "Finalize Plan"}
              </button>
              <ActionCost id="finalize-cost" wallet={wallet} action="finalize" />
              {online ? null : <NeedsConnection id="finalize-offline" reason={OFFLINE_TEXT.needsConnection.finalize} />}
            </div>
          </div>
        </aside>
      </div>
      <div className="results-main">
        <ImportantNotes notifications={state.notifications} />
        <div className="results-heading-row">
          <h2 id="results-heading">Generated Draft Itinerary</h2>
          {state.final ? (
            <button type="button" className="button button-outline button-small" onClick={onShowFinal} disabled={busy}>
              View final plan
            </button>
          ) : null}
        </div>
        <p className="results-hint">
          Drag a stop by its handle to reorder it or drop it on another day, or use the arrows and its day menu. Click a
          stop to find it on the map.
        </p>
        <Suspense fallback={<Preparing label="Loading your draft" />}>
          <DraftItinerary
            days={state.draft}
            startDate={state.preferences?.startDate}
            selectedId={state.selectedId}
            highlightedId={highlightedId}
            disabled={busy}
            onSelect={select}
            onHighlight={setHighlightedId}
            onShift={(id, direction) => dispatch({ type: "activityShifted", id, direction })}
            onMove={(id, toIndex) => dispatch({ type: "activityMoved", id, toIndex })}
            onMoveToDay={(id, day, toIndex) => dispatch({ type: "activityMovedToDay", id, day, toIndex })}
            maxStops={maxStopsPerDay(state.preferences?.travelPace)}
            onDelete={planner.deleteActivity}
            city={state.preferences?.destinationCity}
            onAdd={(day, activity) => {
              if (hasStopNamed(state.draft ?? [], activity.name)) return false;
              dispatch({ type: "activityAdded", day, activity });
              return true;
            }}
          />
        </Suspense>
      </div>
    </section>
  );
}

function Preparing({ label = "Preparing your itinerary" }: { label?: string }) {
  return (
    <div className="preparing" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
