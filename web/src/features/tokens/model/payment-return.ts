export type PaymentReturn = "success" | "failed";

/** What the checkout's return URL says (SPEC section 2): ?payment_success=true or ?payment_failed=true. */
export function paymentReturnFromSearch(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  if (params.get("payment_success") === "true") return "success";
  if (params.get("payment_failed") === "true") return "failed";
  return null;
}

/** The part of the Web Storage API used here, so tests can pass their own. */
export type BalanceStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface BalanceMemoryOptions {
  /** Defaults to the tab's sessionStorage; null when there is none. */
  storage?: BalanceStorage | null;
  now?: () => number;
}

const BALANCE_BEFORE_CHECKOUT_KEY = "itinerary.tokens.balanceBeforeCheckout";
/** A Stripe checkout session expires within 24 hours; a return after that is not this purchase. */
const BALANCE_MEMORY_MS = 24 * 60 * 60 * 1000;

function tabStorage(): BalanceStorage | null {
  try {
    // Reading sessionStorage itself throws when storage is blocked (some privacy settings, sandboxes).
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Kept in the tab across the checkout's full-page round trip: the balance before the purchase, so
 * the return can tell at once whether the credit has landed. A null balance (unknown) forgets any
 * earlier value rather than leaving a stale one. Storage failures only cost the shortcut.
 */
export function rememberBalanceBeforeCheckout(balance: number | null, options: BalanceMemoryOptions = {}): void {
  const storage = options.storage === undefined ? tabStorage() : options.storage;
  if (!storage) return;
  const now = options.now ?? Date.now;
  try {
    if (balance === null) storage.removeItem(BALANCE_BEFORE_CHECKOUT_KEY);
    else storage.setItem(BALANCE_BEFORE_CHECKOUT_KEY, JSON.stringify({ balance, savedAt: now() }));
  } catch {
    // Full or blocked storage: the return falls back to watching for any change.
  }
}

/** The balance remembered before the checkout, read once (it is removed); null when none is usable. */
export function takeBalanceBeforeCheckout(options: BalanceMemoryOptions = {}): number | null {
  const storage = options.storage === undefined ? tabStorage() : options.storage;
  if (!storage) return null;
  const now = options.now ?? Date.now;
  try {
    const raw = storage.getItem(BALANCE_BEFORE_CHECKOUT_KEY);
    storage.removeItem(BALANCE_BEFORE_CHECKOUT_KEY);
    if (raw === null) return null;
    const { balance, savedAt } = JSON.parse(raw) as { balance?: unknown; savedAt?: unknown };
    if (typeof balance !== "number" || !Number.isInteger(balance) || balance < 0) return null;
    const age = typeof savedAt === "number" ? now() - savedAt : Number.NaN;
    if (!(age >= 0 && age <= BALANCE_MEMORY_MS)) return null;
    return balance;
  } catch {
    return null;
  }
}

export interface PollOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /**
   * The balance before the purchase, when known: polling stops as soon as the balance exceeds it
   * (often at the first refresh, the credit having landed before the traveller was back).
   */
  before?: number | null;
  /** Stops early (the page went away). */
  isCancelled?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The webhook that credits a purchase may land after the traveller is back: refresh the balance
 * every `intervalMs`, for at most `timeoutMs`, until it exceeds the balance before the purchase or,
 * when that is unknown, until it differs from the first one seen. Resolves to the new balance, or
 * null when it never changed (or the poll was cancelled).
 */
export async function pollUntilBalanceChanges(
  refresh: () => Promise<number | null>,
  options: PollOptions = {},
): Promise<number | null> {
  const { intervalMs = 1500, timeoutMs = 30_000, isCancelled = () => false, before = null } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const rounds = Math.max(1, Math.floor(timeoutMs / intervalMs));
  let first: number | null = null;
  for (let round = 0; round <= rounds; round++) {
    if (round > 0) await sleep(intervalMs);
    if (isCancelled()) return null;
    const balance = await refresh();
    if (balance === null) continue;
    if (before !== null) {
      if (balance > before) return balance;
    } else if (first === null) first = balance;
    else if (balance !== first) return balance;
  }
  return null;
}
