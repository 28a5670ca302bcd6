import type { Activity } from "@itinerary/contract";
import { useMemo, useState } from "react";
import { env } from "../../../config/env";
import { imageSources, photoCreditLink } from "../model/activity-images";

/**
 * The stop's photo, with its author credited under it (Google's attribution rule for Places photos).
 * Tries each photo in turn on a load error, then shows a placeholder that says it is one.
 */
export function ActivityImage({ activity }: { activity: Pick<Activity, "name" | "image_urls" | "image_attribution"> }) {
  const sources = useMemo(() => imageSources(activity.image_urls, env.apiBaseUrl, window.location.origin), [activity.image_urls]);
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  const credit = activity.image_attribution;
  if (!source) {
    return (
      <figure className="activity-photo">
        <div className="activity-image activity-image-placeholder" role="img" aria-label={`Placeholder image for ${activity.name}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
            <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 3.3-3.3a1 1 0 0 1 1.4 0L19 13.6V7H5Zm4.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
          </svg>
          <span>Placeholder image</span>
        </div>
      </figure>
    );
  }
  const link = photoCreditLink(credit);
  return (
    <figure className="activity-photo">
      <img
        className="activity-image"
        src={source}
        alt={activity.name}
        loading="lazy"
        decoding="async"
        width={112}
        height={84}
        onError={() => setFailed((count) => count + 1)}
      />
      {credit ? (
        <figcaption className="photo-credit" title={`Photo: ${credit.name}`}>
          Photo:{" "}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer nofollow" onClick={(event) => event.stopPropagation()}>
              {credit.name}
            </a>
          ) : (
            credit.name
          )}
        </figcaption>
      ) : null}
    </figure>
  );
}
