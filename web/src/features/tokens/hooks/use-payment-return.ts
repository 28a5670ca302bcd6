import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { useLatest } from "../../../lib/use-latest";
import { TOKENS_TEXT } from "../model/pack-labels";
import {
  paymentReturnFromSearch,
  pollUntilBalanceChanges,
  takeBalanceBeforeCheckout,
  type BalanceMemoryOptions,
  type PollOptions,
} from "../model/payment-return";

export interface PaymentReturnOptions extends Pick<PollOptions, "intervalMs" | "timeoutMs"> {
  /** Where the buy dialog left the balance before the checkout (defaults to sessionStorage). */
  storage?: BalanceMemoryOptions["storage"];
}

/**
 * On /itinerary after the checkout (SPEC section 2): the toast, the query cleared, and after a
 * success the balance refreshed until the webhook's credit shows (it may land after the redirect).
 * The redirect itself credits nothing; the balance only ever comes from the server.
 */
export function usePaymentReturn(
  refreshBalance: () => Promise<number | null>,
  options: PaymentReturnOptions = {},
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handledVisit = useRef<string | null>(null);
  const refreshRef = useLatest(refreshBalance);
  const settingsRef = useLatest(options);
  // The poll outlives the query, which is cleared at once: it is keyed by the visit that asked for it.
  const [pollingFor, setPollingFor] = useState<{ visit: string; before: number | null } | null>(null);
  const outcome = paymentReturnFromSearch(location.search);

  useEffect(() => {
    if (!outcome || handledVisit.current === location.key) return;
    // One toast per return, even when effects run twice (StrictMode) before the query is cleared.
    handledVisit.current = location.key;
    navigate(paths.itinerary, { replace: true });
    // Taken on either outcome, so a canceled checkout leaves nothing behind for a later return.
    const before = takeBalanceBeforeCheckout({ storage: settingsRef.current.storage });
    if (outcome === "failed") {
      toast.error(TOKENS_TEXT.paymentFailed, { id: "payment-return" });
      return;
    }
    toast.success(TOKENS_TEXT.paymentSucceeded, { id: "payment-return" });
    setPollingFor({ visit: location.key, before });
  }, [outcome, location.key, navigate, settingsRef]);

  useEffect(() => {
    if (!pollingFor) return;
    let cancelled = false;
    const { intervalMs, timeoutMs } = settingsRef.current;
    void pollUntilBalanceChanges(() => refreshRef.current(), {
      before: pollingFor.before,
      intervalMs,
      timeoutMs,
      isCancelled: () => cancelled,
    });
    return () => {
      cancelled = true;
    };
  }, [pollingFor, refreshRef, settingsRef]);
}
