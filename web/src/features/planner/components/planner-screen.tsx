import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PlannerController } from "../hooks/use-planner";
import { showsFinalPlan } from "../model/planner-state";
import { LoadingScreen } from "../../../components/ui/loading-screen";
import type { Wallet } from "./action-cost";
import type { FinalPlanView as FinalPlanViewType } from "./final-plan";
import { ResultsPanel } from "./results-panel";
import { TripFormPanel } from "./trip-form-panel";
import { TripSummaryBar } from "./trip-summary-bar";
import { PlannerIntro } from "./planner-intro";
import "./planner.css";

// The planner's first load does without the final plan's view: it comes when a plan is finalized.
const LazyFinalPlanView = lazy(() => import("./final-plan").then((m) => ({ default: m.FinalPlanView })));
// Firestore's SDK comes with the follower, only while a job runs: the planner's first load stays light.
const PlanJobFollower = lazy(() => import("./plan-job-follower").then((m) => ({ default: m.PlanJobFollower })));

export interface PlannerScreenProps {
  planner: PlannerController;
  /** The final plan's actions (save, PDF, ...), composed by the route. */
  planActions?: ReactNode;
  /** Create mode's title: a new trip, or a saved one being refined. */
  createHeading?: string;
  /** The balance and what each paid action costs, shown beside Generate, Regenerate and Finalize. */
  wallet?: Wallet;
  /** A saved trip's time zone: its final plan opens on Today while the trip is under way. */
  timeZone?: string;
  /** A saved trip's name on this device for "Available offline" (its map's tiles kept); none for a new plan. */
  offlineMapKey?: string;
  /**
   * The final plan's view, from a page whose own code has it (a saved trip's): rendered at once.
   * Without it the view loads on demand, and a plan arriving first waits behind a fallback that
   * React keeps up at least 300 ms (a saved trip opened offline took 0.5 s instead of 0.2 s a
   * quarter of the time).
   */
  finalPlanView?: typeof FinalPlanViewType;
}

/**
 * "final" marks the final plan's own entry; "create" the entry it was pushed from, so that coming
 * back to that entry from another document (the final plan was reloaded, then Back) still means
 * create mode, not a final plan reopened in a new tab.
 */
type HistoryState = { plannerView?: "final" | "create" } | null;

/**
 * Create mode (form and draft) or the final plan. Showing the final plan adds a history entry, so
 * the browser's back action returns to create mode without leaving the page (SPEC section 2).
 */
export function PlannerScreen({
  planner,
  planActions,
  createHeading,
  wallet,
  timeZone,
  offlineMapKey,
  finalPlanView,
}: PlannerScreenProps) {
  const { state, dispatch } = planner;
  // Chosen once: switching views later would remount the plan and lose what is being edited.
  const [FinalPlanView] = useState(() => finalPlanView ?? LazyFinalPlanView);
  const location = useLocation();
  const navigate = useNavigate();
  const finalInHistory = (location.state as HistoryState)?.plannerView === "final";
  const backFromFinal = (location.state as HistoryState)?.plannerView === "create";
  const showingFinal = showsFinalPlan(state);
  const mounted = useRef(false);

  const pushFinal = () => {
    const here = location.pathname + location.search;
    // Marking this entry first leaves finalInHistory false, so the effect below does not react to it.
    navigate(here, { replace: true, state: { plannerView: "create" } });
    navigate(here, { state: { plannerView: "final" } });
  };

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      // Back on the entry the final plan was pushed from, in a new document: create mode, as Back means.
      if (showingFinal && backFromFinal) dispatch({ type: "backToEdit" });
      // Reopened on the final plan (a new tab, a link): give it a history entry to go back from.
      else if (showingFinal && !finalInHistory) pushFinal();
      return;
    }
    if (!finalInHistory && showingFinal) dispatch({ type: "backToEdit" });
  }, [finalInHistory]); // eslint-disable-line react-hooks/exhaustive-deps

  // Each view starts from its top. Scrolling lays the page out: done in the next frame, which lays it out
  // anyway, not in the commit that inserts a whole plan (on a phone that made one long task of both).
  useEffect(() => {
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => cancelAnimationFrame(frame);
  }, [showingFinal]);

  // A finished Finalize job opens the final plan (after a reload too): give it its history entry. Only
  // then: "View final plan" pushes its own, and its location update may render after the state's.
  const previousPending = useRef(state.pending);
  useEffect(() => {
    const finalizeEnded = previousPending.current === "finalize" && state.pending === null;
    previousPending.current = state.pending;
    if (finalizeEnded && showingFinal && !finalInHistory) pushFinal();
  }, [state.pending, showingFinal]); // eslint-disable-line react-hooks/exhaustive-deps

  const showFinal = () => {
    dispatch({ type: "finalShown" });
    pushFinal();
  };
  const backToEdit = () => {
    if (finalInHistory) navigate(-1);
    else dispatch({ type: "backToEdit" });
  };

  // Once there is a draft the form folds into a one-line summary; Edit opens it until the next draft arrives.
  const [editingTrip, setEditingTrip] = useState(false);
  const previousRequest = useRef(state.pending);
  useEffect(() => {
    if (previousRequest.current === "generate" && state.pending === null && state.draft) setEditingTrip(false);
    previousRequest.current = state.pending;
  }, [state.pending, state.draft]);
  const folded = state.draft !== null && state.preferences !== null && !editingTrip && state.pending !== "generate";

  const job = state.job;
  const follower =
    job?.phase === "running" && planner.uid ? (
      <Suspense fallback={null}>
        <PlanJobFollower uid={planner.uid} jobId={job.id} onUpdate={planner.jobUpdated} onError={planner.jobLost} />
      </Suspense>
    ) : null;

  if (showingFinal && state.final) {
    return (
      <div className="planner planner-final">
        <Suspense fallback={<LoadingScreen />}>
          <FinalPlanView
            plan={state.final}
            preferences={state.preferences}
            notifications={state.notifications}
            selectedId={state.selectedId}
            onSelect={(id) => dispatch({ type: "activitySelected", id })}
            onEditActivity={(id, field, value) => dispatch({ type: "finalActivityEdited", id, field, value })}
            onEditDay={(day, field, value) => dispatch({ type: "finalDayEdited", day, field, value })}
            onMoveActivity={(id, direction) => dispatch({ type: "finalActivityShifted", id, direction })}
            onRemoveActivity={planner.removeFinalActivity}
            onResizeActivity={(id, delta) => dispatch({ type: "finalActivityResized", id, delta })}
            onBackToEdit={backToEdit}
            actions={planActions}
            timeZone={timeZone}
            offlineMapKey={offlineMapKey}
            showWeather
          />
        </Suspense>
        {follower}
      </div>
    );
  }

  return (
    <div className={`planner planner-create${state.draft ? " has-draft" : ""}`}>
      <PlannerIntro heading={createHeading} withSubtitle={!state.draft} />
      {state.draft && state.preferences ? (
        <TripSummaryBar
          preferences={state.preferences}
          editing={!folded}
          onToggle={() => setEditingTrip(folded)}
          disabled={state.pending === "generate"}
        />
      ) : null}
      <div className={`planner-columns${folded ? " is-folded" : ""}`}>
        {folded ? null : (
          <TripFormPanel
            id="trip-form"
            state={state}
            onChange={(field, value) => dispatch({ type: "fieldChanged", field, value })}
            onGenerate={() => void planner.generate()}
            wallet={wallet}
          />
        )}
        <ResultsPanel
          planner={planner}
          onShowFinal={showFinal}
          onFinalize={() => void planner.finalize()}
          wallet={wallet}
        />
      </div>
      {follower}
    </div>
  );
}
