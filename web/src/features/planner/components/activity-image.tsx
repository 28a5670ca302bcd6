import { photoCredits, type Activity, type ImageAttribution } from "@itinerary/contract";
import { Fragment, useMemo, useState } from "react";
import { env } from "../../../config/env";
import { imageSources, photoCreditLink } from "../model/activity-images";

function Credit({ credit }: { credit: ImageAttribution }) {
  const link = photoCreditLink(credit);
  if (!link) return <>{credit.name}</>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow" onClick={(event) => event.stopPropagation()}>
      {credit.name}
    </a>
  );
}

/**
 * The stop's photo, with every one of its authors credited under it (Google's attribution rule for
 * Places photos). Tries each photo in turn on a load error, then shows a placeholder that says it is one.
 */
export function ActivityImage({
  activity,
}: {
  activity: Pick<Activity, "name" | "image_urls" | "image_attribution" | "image_attributions">;
}) {
  const sources = useMemo(
    () => imageSources(activity.image_urls, env.apiBaseUrl, window.location.origin),
    [activity.image_urls],
  );
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  const credits = photoCredits(activity);
  if (!source) {
    return (
      <figure className="activity-photo">
        <div
          className="activity-image activity-image-placeholder"
          role="img"
          aria-label={`Placeholder image for ${activity.name}`}
          title="Placeholder image"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
            <path
              fill="currentColor"
              d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 3.3-3.3a1 1 0 0 1 1.4 0L19 13.6V7H5Zm4.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
            />
          </svg>
          <span>Placeholder image</span>
        </div>
      </figure>
    );
  }
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
      {credits.length > 0 ? (
        <figcaption className="photo-credit" title={`Photo: ${credits.map((credit) => credit.name).join(", ")}`}>
          Photo:{" "}
          {credits.map((credit, index) => (
            <Fragment key={`${index}-${credit.name}`}>
              {index > 0 ? ", " : null}
              <Credit credit={credit} />
            </Fragment>
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}
