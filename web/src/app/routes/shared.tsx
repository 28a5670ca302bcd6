import type { SharedItinerary } from "@itinerary/contract";
import { memo, startTransition, useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { PublicLayout } from "../../components/layouts/public-layout";
import { prepareTripMap } from "../../components/map/trip-map";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { PAGE_TITLES } from "../../config/page-titles";
import { paths } from "../../config/paths";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { PlanFileButtons } from "../../features/plan-files/components/plan-file-buttons";
import { FinalPlanView } from "../../features/planner/components/final-plan";
import { keyPlan } from "../../features/planner/model/draft-edits";
import {
  getSharedCalendar,
  getSharedGpx,
  getSharedItinerary,
  getSharedPdf,
} from "../../features/shared/api/shared-itinerary";
import { loadSharedTrip, NotOnDeviceError } from "../../lib/offline/trip-copies";
import { OfflineNote } from "../../components/ui/offline-note";
import { lastSyncedText, OFFLINE_TEXT } from "../../lib/offline/connection";
import { useDocumentTitle } from "../../lib/use-document-title";
import { SHARED_TEXT } from "../../features/shared/model/shared-text";
import { sharedMapKey } from "../../lib/offline/trip-map-tiles";

const GONE = "This shared plan does not exist or is no longer shared.";
const FAILED = "Could not load this shared plan. Please try again.";

type Load =
  | { status: "loading" }
  // `checking`: this device's copy, shown while the server is asked.
  | { status: "loaded"; plan: SharedItinerary; syncedAt: number | null; checking?: boolean }
  | { status: "missing" }
  | { status: "failed"; message: string };

/** /shared/:token: a plan shared by its owner, read-only, for anyone with the link (no sign-in). */
export function SharedRoute() {
  useDocumentTitle(PAGE_TITLES.shared);
  const { token = "" } = useParams();
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: until a new token's or a retry's arrives, it is loading.
  const request = `${attempt}:${token}`;
  const [answer, setAnswer] = useState<{ request: string; load: Load } | null>(null);
  const load: Load = answer?.request === request ? answer.load : { status: "loading" };

  // The map's library and the connection to its tiles' server get going while the trip loads.
  useEffect(prepareTripMap, []);
  useEffect(() => {
    const controller = new AbortController();
    // The plan, which renders whole when it arrives, as a transition: React renders it in slices that
    // leave the main thread free between them, not in one long task.
    const settle = (next: Load) =>
      next.status === "loaded"
        ? startTransition(() => setAnswer({ request, load: next }))
        : setAnswer({ request, load: next });
    // A link opened once is kept on this device: it paints from that copy while the server is asked,
    // and opens from it when there is no connection.
    const showCopy = ({ value: plan, syncedAt }: { value: SharedItinerary; syncedAt: number }) => {
      if (!controller.signal.aborted) settle({ status: "loaded", plan, syncedAt, checking: true });
    };
    loadSharedTrip(token, () => getSharedItinerary(token, controller.signal), showCopy).then(
      // An answer that is the copy on screen is the copy's own object (trip-copies): nothing renders again.
      ({ value: plan, syncedAt }) => settle({ status: "loaded", plan, syncedAt }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) settle({ status: "missing" });
        else if (error instanceof NotOnDeviceError) settle({ status: "failed", message: OFFLINE_TEXT.notOnDevice });
        else settle({ status: "failed", message: errorMessage(error, FAILED) });
      },
    );
    return () => controller.abort();
  }, [token, request]);

  return (
    <PublicLayout>
      {load.status === "loading" ? <LoadingScreen label={SHARED_TEXT.loading} /> : null}
      {load.status === "missing" || load.status === "failed" ? (
        <section className="page not-found" aria-labelledby="shared-heading">
          <h1 id="shared-heading">{load.status === "missing" ? GONE : load.message}</h1>
          <p>
            {load.status === "failed" ? (
              <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            ) : (
              <Link to={paths.home} className="button button-secondary">
                Plan your own trip
              </Link>
            )}
          </p>
        </section>
      ) : null}
      {load.status === "loaded" && load.syncedAt !== null && !load.checking ? (
        <OfflineNote>{OFFLINE_TEXT.sharedOffline(lastSyncedText(load.syncedAt))}</OfflineNote>
      ) : null}
      {load.status === "loaded" ? <SharedPlan token={token} shared={load.plan} /> : null}
    </PublicLayout>
  );
}

// Memoised: the server confirming the copy this device painted changes nothing on screen.
const SharedPlan = memo(function SharedPlan({ token, shared }: { token: string; shared: SharedItinerary }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const plan = useMemo(() => ({ days: keyPlan(shared.itinerary), summary: shared.summary_text }), [shared]);
  return (
    <div className="planner planner-final shared-plan">
      <FinalPlanView
        readOnly
        heading={`Trip to ${shared.preferences.destinationCity}`}
        plan={plan}
        preferences={shared.preferences}
        notifications={[]}
        selectedId={selectedId}
        onSelect={setSelectedId}
        timeZone={shared.time_zone}
        offlineMapKey={sharedMapKey(token)}
        actions={
          <PlanFileButtons
            pdf={() => getSharedPdf(token)}
            calendar={() => getSharedCalendar(token)}
            gpx={() => getSharedGpx(token)}
          />
        }
      />
    </div>
  );
});
