import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useProfile } from "../../features/profile/components/profile-provider";
import { usePaymentReturn } from "../../features/tokens/hooks/use-payment-return";

/** /itinerary: the trip planner's home. The planner itself lands with its own issue. */
export function ItineraryRoute() {
  // Back from the checkout: toast, clear the query, refresh the balance until the credit shows.
  usePaymentReturn(useProfile().refresh);
  return (
    <section className="page placeholder-page" aria-labelledby="itinerary-heading">
      <h1 id="itinerary-heading">Plan a new trip</h1>
      <p className="placeholder-lead">The trip planner opens here soon.</p>
      <p>
        Once it is ready you will enter your destination, dates, budget and interests here and get a day-by-day draft to refine.
        Until then nothing on this page generates or spends tokens.
      </p>
      <p>
        <Link to={paths.saved}>Go to your saved itineraries</Link>
      </p>
    </section>
  );
}
