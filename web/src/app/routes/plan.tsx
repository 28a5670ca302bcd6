import type { SavedItinerary } from "@itinerary/contract";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/components/auth-provider";
import { PlannerScreen } from "../../features/planner/components/planner-screen";
import { usePlanner } from "../../features/planner/hooks/use-planner";
import { initialPlannerState, plannerReducer } from "../../features/planner/model/planner-state";
import { useProfile } from "../../features/profile/components/profile-provider";
import { useSavedPlan } from "../../features/saved/hooks/use-saved-plan";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LazyPlanActions } from "./lazy-plan-actions";

/** /plan/:itineraryId: one saved plan (SPEC sections 2 and 8). */
export function PlanRoute() {
  useDocumentTitle("Your trip");
  const { itineraryId = "" } = useParams();
  const { status, plan } = useSavedPlan(itineraryId);

  if (status === "loading") return <LoadingScreen label={SAVED_TEXT.planLoading} />;
  if (status === "not-found") {
    return (
      <section className="page not-found" aria-labelledby="plan-heading">
        <h1 id="plan-heading">{SAVED_TEXT.planNotFound}</h1>
        <p>It may have been deleted, or the link may be incomplete.</p>
        <p>
          <Link to={paths.saved} className="button button-secondary">
            Go to your saved itineraries
          </Link>
        </p>
      </section>
    );
  }
  // A failure other than 404 is on its way back to /saved, a 401 to /login.
  if (status === "failed" || !plan) return null;
  return <SavedPlanPlanner key={plan.id} plan={plan} />;
}

/**
 * The saved plan opened in the planner (SPEC section 4): display mode, marked saved, its id kept so
 * the next save updates it. Back to Edit refines it here, with its preferences in the form.
 */
function SavedPlanPlanner({ plan }: { plan: SavedItinerary }) {
  const profile = useProfile();
  const initial = useMemo(
    () =>
      plannerReducer(initialPlannerState(), {
        type: "savedPlanOpened",
        id: plan.id,
        preferences: plan.preferences,
        plan: plan.itinerary,
        summary: plan.summary_text,
      }),
    [plan],
  );
  const { user } = useAuth();
  const planner = usePlanner({
    uid: user?.uid ?? null,
    storageKey: null,
    departureCity: null,
    setTokens: profile.setTokens,
    refreshTokens: profile.refresh,
    initial,
  });
  return (
    <PlannerScreen
      planner={planner}
      planActions={<LazyPlanActions planner={planner} />}
      createHeading={`Edit your trip to ${plan.preferences.destinationCity}`}
      wallet={{ balance: profile.tokens, costs: profile.actionCosts }}
    />
  );
}
