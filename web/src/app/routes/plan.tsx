import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

/** /plan/:itineraryId: viewing a saved plan arrives with the saved-plans feature. */
export function PlanRoute() {
  return (
    <section className="page placeholder-page" aria-labelledby="plan-heading">
      <h1 id="plan-heading">Your trip</h1>
      <p className="placeholder-lead">Saved plans open here soon.</p>
      <p>
        <Link to={paths.saved}>Back to your saved itineraries</Link>
      </p>
    </section>
  );
}
