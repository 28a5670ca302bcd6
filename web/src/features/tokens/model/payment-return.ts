export type PaymentReturn = "success" | "failed";

/** What the checkout's return URL says (SPEC section 2): ?payment_success=true or ?payment_failed=true. */
export function paymentReturnFromSearch(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  if (params.get("payment_success") === "true") return "success";
  if (params.get("payment_failed") === "true") return "failed";
  return null;
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** Stops early (the page went away). */
  isCancelled?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The webhook that credits a purchase may land after the traveller is back: refresh the balance
 * every `intervalMs` until it differs from the first one seen, for at most `timeoutMs`. Resolves to
 * the new balance, or null when it never changed (or the poll was cancelled).
 */
export async function pollUntilBalanceChanges(refresh: () => Promise<number | null>, options: PollOptions = {}): Promise<number | null> {
  const { intervalMs = 1500, timeoutMs = 30_000, isCancelled = () => false } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const rounds = Math.max(1, Math.floor(timeoutMs / intervalMs));
  let first: number | null = null;
  for (let round = 0; round <= rounds; round++) {
    if (round > 0) await sleep(intervalMs);
    if (isCancelled()) return null;
    const balance = await refresh();
    if (balance === null) continue;
    if (first === null) first = balance;
    else if (balance !== first) return balance;
  }
  return null;
}
