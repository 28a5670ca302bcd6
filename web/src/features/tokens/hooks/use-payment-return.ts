import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { TOKENS_TEXT } from "../model/pack-labels";
import { paymentReturnFromSearch, pollUntilBalanceChanges } from "../model/payment-return";

/**
 * On /itinerary after the checkout (SPEC section 2): the toast, the query cleared, and after a
 * success the balance refreshed until the webhook's credit shows (it may land after the redirect).
 * The redirect itself credits nothing; the balance only ever comes from the server.
 */
export function usePaymentReturn(refreshBalance: () => Promise<number | null>): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handledVisit = useRef<string | null>(null);
  const refresh = useRef(refreshBalance);
  refresh.current = refreshBalance;
  // The poll outlives the query, which is cleared at once: it is keyed by the visit that asked for it.
  const [pollingFor, setPollingFor] = useState<string | null>(null);
  const outcome = paymentReturnFromSearch(location.search);

  useEffect(() => {
    if (!outcome || handledVisit.current === location.key) return;
    // One toast per return, even when effects run twice (StrictMode) before the query is cleared.
    handledVisit.current = location.key;
    navigate(paths.itinerary, { replace: true });
    if (outcome === "failed") {
      toast.error(TOKENS_TEXT.paymentFailed, { id: "payment-return" });
      return;
    }
    toast.success(TOKENS_TEXT.paymentSucceeded, { id: "payment-return" });
    setPollingFor(location.key);
  }, [outcome, location.key, navigate]);

  useEffect(() => {
    if (!pollingFor) return;
    let cancelled = false;
    void pollUntilBalanceChanges(() => refresh.current(), { isCancelled: () => cancelled });
    return () => {
      cancelled = true;
    };
  }, [pollingFor]);
}
