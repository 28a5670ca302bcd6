import type { Ref } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { SAVED_TEXT } from "../model/saved-text";

/** The saved list's heading (focused after a delete) and its way to a new trip. */
export function SavedHeader({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="saved-header">
      <h1 id="saved-heading" ref={headingRef} tabIndex={-1}>
        {SAVED_TEXT.listHeading}
      </h1>
      <Link to={paths.itinerary} className="button button-primary">
        <span aria-hidden="true">+</span> {SAVED_TEXT.createNew}
      </Link>
    </div>
  );
}
