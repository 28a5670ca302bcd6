import { useAuth } from "../../features/auth/components/auth-provider";
import { PlannerScreen } from "../../features/planner/components/planner-screen";
import { usePlanner } from "../../features/planner/hooks/use-planner";
import { plannerStorageKey } from "../../features/planner/model/planner-storage";
import { useProfile } from "../../features/profile/components/profile-provider";
import { usePaymentReturn } from "../../features/tokens/hooks/use-payment-return";
import { PAGE_TITLES } from "../../config/page-titles";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LazyPlanActions } from "./lazy-plan-actions";

/** /itinerary: the trip planner (SPEC section 2). */
export function ItineraryRoute() {
  useDocumentTitle(PAGE_TITLES.itinerary);
  const { user } = useAuth();
  const profile = useProfile();
  // Back from the checkout: toast, clear the query, refresh the balance until the credit shows.
  usePaymentReturn(profile.refresh);
  if (!user) return null;
  // Keyed by user: another traveller on this browser starts from their own stored plan, never this one.
  return <NewTripPlanner key={user.uid} uid={user.uid} />;
}

function NewTripPlanner({ uid }: { uid: string }) {
  const profile = useProfile();
  const planner = usePlanner({
    uid,
    storageKey: plannerStorageKey(uid),
    departureCity: profile.departureCity,
    setTokens: profile.setTokens,
    refreshTokens: profile.refresh,
  });
  return (
    <PlannerScreen
      planner={planner}
      planActions={<LazyPlanActions planner={planner} />}
      wallet={{ balance: profile.tokens, costs: profile.actionCosts }}
    />
  );
}
