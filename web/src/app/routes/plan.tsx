import { Link, useParams } from "react-router-dom";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { paths } from "../../config/paths";
import { SavedPlanView } from "../../features/saved/components/saved-plan-view";
import { useSavedPlan } from "../../features/saved/hooks/use-saved-plan";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";

/** /plan/:itineraryId: one saved plan (SPEC sections 2 and 8). */
export function PlanRoute() {
  const { itineraryId = "" } = useParams();
  const { status, plan } = useSavedPlan(itineraryId);

  if (status === "loading") return <LoadingScreen label={SAVED_TEXT.planLoading} />;
  if (status === "not-found") {
    return (
      <section className="page saved-not-found" aria-labelledby="plan-heading">
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
  // The lead replaces this stand-in with the planner's display mode for the loaded plan.
  return <SavedPlanView plan={plan} />;
}
