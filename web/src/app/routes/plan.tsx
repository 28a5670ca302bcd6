import type { SavedItinerary, SaveMerge } from "@itinerary/contract";
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { PAGE_TITLES } from "../../config/page-titles";
import { paths } from "../../config/paths";
import { useAuth } from "../../features/auth/components/auth-provider";
import { loadSavedTrip, type OnDeviceCopy } from "../../lib/offline/trip-copies";
import { prepareTripMap } from "../../components/map/trip-map";
import { OfflineNote } from "../../components/ui/offline-note";
import { TRIPS_SYNCED_EVENT } from "../../features/offline/components/offline-sync";
import { useLiveAfterPaint } from "../../lib/offline/use-live-after-paint";
import { useOnline } from "../../lib/offline/use-online";
import { editsMayBeWaiting, lastSyncedText, OFFLINE_TEXT } from "../../lib/offline/connection";
import { rememberTrip } from "../../lib/offline/offline-store";
import { generatePdf, exportCalendar, exportGpx } from "../../features/plan-files/api/plan-files";
import { PlanFileButtons } from "../../features/plan-files/components/plan-file-buttons";
import { FinalPlanView } from "../../features/planner/components/final-plan";
import { PlannerScreen } from "../../features/planner/components/planner-screen";
import { keyPlan } from "../../features/planner/model/draft-edits";
import { usePlanner } from "../../features/planner/hooks/use-planner";
import { initialPlannerState, plannerReducer } from "../../features/planner/model/planner-state";
import { useProfile } from "../../features/profile/components/profile-provider";
import { getItinerary } from "../../features/saved/api/get-itinerary";
import { useSavedPlan } from "../../features/saved/hooks/use-saved-plan";
import { SAVED_TEXT } from "../../features/saved/model/saved-text";
import { CompanionsButton } from "../../features/together/components/companions-button";
import { TripCosts } from "../../features/together/components/trip-costs";
import { TripDiscussion } from "../../features/together/components/trip-discussion";
import { TOGETHER_TEXT } from "../../features/together/model/together-text";
import { ApiRequestError } from "../../lib/api-client";
import { sharedByLine } from "../../lib/trip-roles";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LazyPlanActions } from "./lazy-plan-actions";
import { TripLive, type TripLiveProps } from "./trip-live";
import { tripMapKey } from "../../lib/offline/trip-map-tiles";
// The styles of what the trip's live layer brings a moment later (who is here, the costs, the share and
// companions dialogs) come with the page's own: each stylesheet arriving later restyled and repainted
// the whole page, a long task on a phone.
import "../../features/together/components/together.css";
import "../../features/together/components/costs.css";
import "../../features/saved/components/saved.css";

// Who else has the trip open: its own chunk, with Firestore's SDK, fetched once a saved trip shows.
const TripPresenceBar = lazy(() => import("../../features/together/components/trip-presence"));

/** Others on the trip now, and the days they are on (the page says where its own traveller is). */
function Presence({ plan, uid }: { plan: SavedItinerary; uid: string }) {
  if (!useLiveAfterPaint()) return null;
  return (
    <Suspense fallback={null}>
      <TripPresenceBar ownerUid={plan.owner_uid ?? uid} itineraryId={plan.id} uid={uid} />
    </Suspense>
  );
}

/** /plan/:itineraryId: one saved plan (SPEC sections 2 and 8). */
export function PlanRoute() {
  useDocumentTitle(PAGE_TITLES.plan);
  const { itineraryId = "" } = useParams();
  const { user } = useAuth();
  const uid = user?.uid ?? "";
  // Each trip opened is kept on this device: it paints from that copy while the server is asked, and
  // opens from it when there is no connection.
  const load = useCallback(
    (id: string, signal?: AbortSignal, onCopy?: OnDeviceCopy<SavedItinerary>) =>
      loadSavedTrip(uid, id, getItinerary, signal, onCopy),
    [uid],
  );
  const { status, plan: loaded, syncedAt, checking } = useSavedPlan(itineraryId, load);
  // The map's library and the connection to its tiles' server get going while the trip loads.
  useEffect(prepareTripMap, []);
  // A companion's newer save replaces what was loaded; a removal or deletion ends the page.
  const [newer, setNewer] = useState<{ plan: SavedItinerary; at: number } | null>(null);
  const [lostId, setLostId] = useState<string | null>(null);
  const plan = newer && newer.plan.id === loaded?.id ? newer.plan : loaded;
  // When this page last had the trip from the server: said on screen once the connection goes.
  const [loadedAt] = useState(() => Date.now());
  const online = useOnline();
  const showNewer = useCallback(
    (next: SavedItinerary) => {
      setNewer({ plan: next, at: Date.now() });
      if (uid) void rememberTrip(uid, next);
    },
    [uid],
  );
  const readAgain = useCallback(
    () =>
      getItinerary(itineraryId).then(showNewer, (error: unknown) =>
        console.error("Loading the trip again from the server failed:", error),
      ),
    [itineraryId, showNewer],
  );
  // Opened from this device's copy: once the connection returns, the server's version replaces it
  // (when edits made here are waiting, the replay's own reload does it, with them in).
  useEffect(() => {
    if (online && syncedAt !== null && !checking && !editsMayBeWaiting(uid)) void readAgain();
  }, [online, syncedAt, checking, uid, readAgain]);
  // Edits this traveller made offline have reached the server: show the trip as it now is.
  useEffect(() => {
    const reload = (event: Event) => {
      if ((event as CustomEvent<{ trips: string[] }>).detail.trips.includes(itineraryId)) void readAgain();
    };
    window.addEventListener(TRIPS_SYNCED_EVENT, reload);
    return () => window.removeEventListener(TRIPS_SYNCED_EVENT, reload);
  }, [itineraryId, readAgain]);

  const planId = plan?.id ?? null;
  const loseTrip = useCallback(() => setLostId(planId), [planId]);

  if (status === "loading") return <LoadingScreen label={SAVED_TEXT.planLoading} />;
  if (status === "not-found" || (plan && lostId === plan.id)) {
    return (
      <section className="page not-found" aria-labelledby="plan-heading">
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
  // A viewer reads the plan as a share link shows it; the owner and editors open it in the planner.
  const live = { onNewer: showNewer, onLost: loseTrip };
  // The server's word since the page opened (a companion's save, or the trip read again online).
  const fresh = newer?.plan.id === plan.id ? newer.at : null;
  const offlineNote =
    !online || (syncedAt !== null && !checking && fresh === null) ? (
      <OfflineNote>{OFFLINE_TEXT.tripOffline(lastSyncedText(fresh ?? syncedAt ?? loadedAt))}</OfflineNote>
    ) : null;
  // Keyed by the version: a companion's newer save opens afresh.
  const version = `${plan.id}:${plan.saved_at}`;
  const page =
    plan.role === "viewer" ? (
      <ViewerPlan key={version} plan={plan} {...live} />
    ) : (
      <SavedPlanPlanner key={version} plan={plan} {...live} />
    );
  // Comments and votes, and who else is here, stay open across a companion's newer save: keyed by the
  // trip, not the version (a presence that closed and opened again on every save would flicker).
  return user ? (
    <TripDiscussion key={plan.id} plan={plan} uid={user.uid}>
      <Presence key={plan.id} plan={plan} uid={user.uid} />
      {offlineNote}
      {page}
    </TripDiscussion>
  ) : (
    <>
      {offlineNote}
      {page}
    </>
  );
}

/**
 * The saved plan opened in the planner (SPEC section 4): display mode, marked saved, its id kept so
 * the next save updates it. Back to Edit refines it here, with its preferences in the form.
 */
type LiveProps = Pick<TripLiveProps, "onNewer" | "onLost">;

// Memoised: the server confirming the copy this device painted changes nothing on screen, and must not
// render the whole plan again.
const SavedPlanPlanner = memo(function SavedPlanPlanner({
  plan,
  onNewer,
  onLost,
}: { plan: SavedItinerary } & LiveProps) {
  const profile = useProfile();
  // Companions' saves and the shared costs follow once the plan is on screen, and only online.
  const live = useLiveAfterPaint();
  const initial = useMemo(
    () =>
      plannerReducer(initialPlannerState(), {
        type: "savedPlanOpened",
        id: plan.id,
        preferences: plan.preferences,
        plan: plan.itinerary,
        summary: plan.summary_text,
      }),
    [plan],
  );
  const { user } = useAuth();
  const planner = usePlanner({
    uid: user?.uid ?? null,
    storageKey: null,
    departureCity: null,
    setTokens: profile.setTokens,
    refreshTokens: profile.refresh,
    initial,
  });
  // A save merged into a companion's: say what of theirs was kept or replaced, then show the trip as merged.
  async function showMerged(merge: SaveMerge) {
    if (merge.kept.length > 0) toast.info(TOGETHER_TEXT.mergedKept(merge.kept));
    if (merge.overwritten.length > 0) toast.warning(TOGETHER_TEXT.mergedOverwrote(merge.overwritten));
    try {
      onNewer(await getItinerary(plan.id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) onLost();
    }
  }
  return (
    <>
      {plan.role === "editor" ? (
        <p className="shared-trip-line">{sharedByLine(plan.owner_display_name, plan.role)}</p>
      ) : null}
      <PlannerScreen
        planner={planner}
        planActions={
          <LazyPlanActions
            planner={planner}
            canShare={plan.role !== "editor"}
            baseSavedAt={plan.saved_at}
            onMerged={(merge) => void showMerged(merge)}
          />
        }
        createHeading={`Edit your trip to ${plan.preferences.destinationCity}`}
        wallet={{ balance: profile.tokens, costs: profile.actionCosts }}
        timeZone={plan.time_zone}
        // This page's own code has the view (a viewer's plan uses it): the plan renders as it arrives.
        finalPlanView={FinalPlanView}
        offlineMapKey={tripMapKey(plan.id)}
      />
      {user && live ? <TripCosts plan={plan} uid={user.uid} /> : null}
      {user && live ? (
        <TripLive
          plan={plan}
          uid={user.uid}
          hasUnsavedChanges={!planner.state.isSaved}
          onNewer={onNewer}
          onLost={onLost}
        />
      ) : null}
    </>
  );
});

/** A trip shared with the traveller to read: the final plan, its files and its companions, nothing to edit. */
const ViewerPlan = memo(function ViewerPlan({ plan, onNewer, onLost }: { plan: SavedItinerary } & LiveProps) {
  const { user } = useAuth();
  const live = useLiveAfterPaint();
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const final = useMemo(() => ({ days: keyPlan(plan.itinerary), summary: plan.summary_text }), [plan]);
  const body = { structured_plan: plan.itinerary, summary_text: plan.summary_text, preferences: plan.preferences };
  return (
    <div className="planner planner-final shared-plan">
      <p className="shared-trip-line">
        {sharedByLine(plan.owner_display_name, "viewer")}. {TOGETHER_TEXT.viewerNote}
      </p>
      <FinalPlanView
        readOnly
        heading={`Trip to ${plan.preferences.destinationCity}`}
        plan={final}
        preferences={plan.preferences}
        notifications={[]}
        selectedId={selectedId}
        onSelect={setSelectedId}
        timeZone={plan.time_zone}
        offlineMapKey={tripMapKey(plan.id)}
        showWeather
        actions={
          <>
            <PlanFileButtons
              pdf={() => generatePdf(body)}
              calendar={() => exportCalendar(body)}
              gpx={() => exportGpx(plan.id)}
            />
            {user ? (
              <CompanionsButton itineraryId={plan.id} uid={user.uid} onLeft={() => navigate(paths.saved)} />
            ) : null}
          </>
        }
      />
      {user && live ? <TripCosts plan={plan} uid={user.uid} /> : null}
      {user && live ? (
        <TripLive plan={plan} uid={user.uid} hasUnsavedChanges={false} onNewer={onNewer} onLost={onLost} />
      ) : null}
    </div>
  );
});
