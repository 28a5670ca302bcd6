import type { SavedItinerary } from "@itinerary/contract";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { sharedByLine } from "../../../lib/trip-roles";
import { deleteTripLabel, SAVED_TEXT, tripTitle } from "../model/saved-text";
import { savedOnDate, stopsLabel, tripDatesLabel } from "../model/trip-labels";

export interface SavedCardProps {
  plan: SavedItinerary;
  onDelete: (plan: SavedItinerary) => void;
}

const COVERS = 6;

/** A calm colour for the card's cover, the same for a destination every time. */
function coverOf(destination: string): number {
  let hash = 0;
  for (const char of destination.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % COVERS;
}

/** One saved trip in the list (SPEC section 2): title, dates, saved date, View/Edit and delete. */
export function SavedCard({ plan, onDelete }: SavedCardProps) {
  const titleId = useId();
  const destination = plan.preferences.destinationCity;
  const savedOn = savedOnDate(plan.saved_at);
  return (
    <li className="saved-card">
      <article className="saved-card-inner" aria-labelledby={titleId}>
        <div className={`saved-card-cover saved-cover-${coverOf(destination)}`} aria-hidden="true">
          <svg className="saved-card-pin" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              fill="currentColor"
              fillRule="evenodd"
            />
          </svg>
          <span className="saved-card-cover-name">{destination}</span>
        </div>
        <div className="saved-card-body">
          <h2 id={titleId} className="saved-card-title">
            {tripTitle(destination)}
          </h2>
          <p className="saved-card-dates">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 7v10H5V9h14Z"
                fill="currentColor"
              />
            </svg>
            <span>{tripDatesLabel(plan.preferences.startDate, plan.preferences.numberOfDays)}</span>
          </p>
          <p className="saved-card-meta">
            {plan.preferences.departureCity ? `From ${plan.preferences.departureCity} · ` : ""}
            {stopsLabel(plan)}
          </p>
          {plan.role && plan.role !== "owner" ? (
            <p className="saved-card-shared">{sharedByLine(plan.owner_display_name, plan.role)}</p>
          ) : null}
          {savedOn && <p className="saved-card-saved">Saved on {savedOn}</p>}
        </div>
        <div className="saved-card-actions">
          {/* The name stays "View/Edit" as the spec has it; the title gives the link its context. */}
          <Link to={paths.plan(plan.id)} className="button button-secondary button-small" aria-describedby={titleId}>
            {SAVED_TEXT.viewEdit}
          </Link>
          {/* Only the owner deletes a trip; a companion leaves it from the trip's Companions. */}
          {plan.role && plan.role !== "owner" ? null : (
            <button
              type="button"
              className="icon-button icon-button-danger"
              aria-label={deleteTripLabel(destination)}
              onClick={() => onDelete(plan)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-.9 11.1A2 2 0 0 1 15.1 22H8.9a2 2 0 0 1-2-1.9L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
                  fill="currentColor"
                />
              </svg>
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
