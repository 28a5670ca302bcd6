import { useEffect, useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { toast } from "sonner";
import { LoadingScreen } from "../../components/ui/loading-screen";
import { paths } from "../../config/paths";
import { acceptTripInvite } from "../../features/together/api/trip-members";
import { forgetInvite } from "../../features/together/model/pending-invite";
import { TOGETHER_TEXT } from "../../features/together/model/together-text";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/use-document-title";

type Join =
  { status: "joining" } | { status: "joined"; id: string } | { status: "failed"; message: string; gone: boolean };

/** /join/:token: an invite to travel together. The signed-in traveller joins, then lands on the trip. */
export function JoinRoute() {
  useDocumentTitle("Join a trip");
  const { token = "" } = useParams();
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: until a retry's arrives, it is joining.
  const request = `${attempt}:${token}`;
  const [answer, setAnswer] = useState<{ request: string; join: Join } | null>(null);
  const join: Join = answer?.request === request ? answer.join : { status: "joining" };

  useEffect(() => {
    forgetInvite();
    const controller = new AbortController();
    const settle = (next: Join) => setAnswer({ request, join: next });
    acceptTripInvite(token, controller.signal).then(
      ({ itinerary_id: id, role }) => {
        if (role !== "owner") toast.success(TOGETHER_TEXT.joined);
        settle({ status: "joined", id });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiRequestError && error.status === 404;
        settle({ status: "failed", gone, message: errorMessage(error, TOGETHER_TEXT.joinFailed) });
      },
    );
    return () => controller.abort();
  }, [token, request]);

  if (join.status === "joining") return <LoadingScreen label={TOGETHER_TEXT.joining} />;
  if (join.status === "joined") return <Navigate to={paths.plan(join.id)} replace />;
  return (
    <section className="page not-found" aria-labelledby="join-heading">
      <h1 id="join-heading">{join.message}</h1>
      <p>{join.gone ? "Ask the person who invited you for a new link." : null}</p>
      <p>
        {join.gone ? (
          <Link to={paths.saved} className="button button-secondary">
            Go to your saved itineraries
          </Link>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        )}
      </p>
    </section>
  );
}
