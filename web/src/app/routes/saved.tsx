import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

/** /saved: the saved-plans list arrives with the planner; until then this page says so. */
export function SavedRoute() {
  return (
    <section className="page placeholder-page" aria-labelledby="saved-heading">
      <h1 id="saved-heading">Your Saved Itineraries</h1>
      <p className="placeholder-lead">Your saved trips will be listed here soon.</p>
      <p>Saving plans is not available yet, so there is nothing to show on this page.</p>
      <p>
        <Link to={paths.itinerary} className="button button-secondary">
          Create New Itinerary
        </Link>
      </p>
    </section>
  );
}
