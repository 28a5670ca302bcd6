import type { SavedItinerary } from "@itinerary/contract";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { tripTitle } from "../model/saved-text";
import { dayDate, tripDatesLabel } from "../model/trip-labels";
import "./saved.css";

/**
 * STAND-IN for the planner's display mode: a minimal read-only rendering of a saved plan's days so
 * /plan/{id} works before the planner lands. The plan route renders the planner's display mode in
 * its place (preferences and plan loaded, marked saved, the id remembered: SPEC section 4).
 */
export function SavedPlanView({ plan }: { plan: SavedItinerary }) {
  const { preferences } = plan;
  return (
    <article className="page saved-plan-view" aria-labelledby="plan-heading" data-stand-in="saved-plan-view">
      <p className="saved-plan-back">
        <Link to={paths.saved}>← Your Saved Itineraries</Link>
      </p>
      <h1 id="plan-heading">{tripTitle(preferences.destinationCity)}</h1>
      <p className="saved-plan-dates">{tripDatesLabel(preferences.startDate, preferences.numberOfDays)}</p>
      <p className="saved-plan-note">A read-only view of your saved plan. Editing it here arrives with the planner.</p>
      {plan.summary_text && (
        <section className="saved-plan-summary" aria-label="Trip Summary">
          <h2>Trip Summary</h2>
          <p>{plan.summary_text}</p>
        </section>
      )}
      <ol className="saved-plan-days">
        {plan.itinerary.map((day) => {
          const date = dayDate(preferences.startDate, day.day);
          return (
            <li key={day.day} className="saved-plan-day" aria-labelledby={`plan-day-${day.day}`}>
              <h2 id={`plan-day-${day.day}`}>
                Day {day.day}
                {date && <span className="saved-plan-day-date"> · {date}</span>}
              </h2>
              {(day.accommodation_suggestion || day.estimated_daily_cost) && (
                <dl className="saved-plan-day-facts">
                  {day.accommodation_suggestion && (
                    <div>
                      <dt>Accommodation Suggestion</dt>
                      <dd>{day.accommodation_suggestion}</dd>
                    </div>
                  )}
                  {day.estimated_daily_cost && (
                    <div>
                      <dt>Estimated Cost</dt>
                      <dd>{day.estimated_daily_cost}</dd>
                    </div>
                  )}
                </dl>
              )}
              <ol className="saved-plan-activities">
                {day.activities.map((activity, index) => (
                  <li key={`${index}-${activity.name}`} className="saved-plan-activity">
                    {activity.time && <p className="saved-plan-time">{activity.time}</p>}
                    <h3>{activity.name}</h3>
                    {activity.highlight && <p>{activity.highlight}</p>}
                    <dl className="saved-plan-activity-facts">
                      {activity.transport && (
                        <div>
                          <dt>Transport</dt>
                          <dd>{activity.transport}</dd>
                        </div>
                      )}
                      {activity.entry_fee && (
                        <div>
                          <dt>Entry Fee</dt>
                          <dd>{activity.entry_fee}</dd>
                        </div>
                      )}
                      {activity.parking_spot && (
                        <div>
                          <dt>Parking Spot</dt>
                          <dd>{activity.parking_spot}</dd>
                        </div>
                      )}
                      {activity.postcode && (
                        <div>
                          <dt>Postcode</dt>
                          <dd>{activity.postcode}</dd>
                        </div>
                      )}
                    </dl>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
