import type { CreateCheckoutSessionResponse, TokenPackOffer } from "@itinerary/contract";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { toast } from "sonner";
import { createCheckoutSession } from "../api/create-checkout-session";
import { getTokenPacks } from "../api/get-token-packs";
import { buyLabel, formatPrice, packCards, TOKENS_TEXT, type PackCard } from "../model/pack-labels";
import { rememberBalanceBeforeCheckout } from "../model/payment-return";
import "./buy-tokens-dialog.css";

export interface BuyTokensDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The traveller's balance now (null when unknown). Remembered across the checkout so the return
   * can tell at once whether the credit has landed instead of polling for it.
   */
  balance?: number | null;
  /** Seams for tests; the app uses the real API and a full-page navigation. */
  loadOffers?: () => Promise<TokenPackOffer[]>;
  startCheckout?: (priceId: string) => Promise<CreateCheckoutSessionResponse>;
  redirect?: (url: string) => void;
}

// The offers do not change while the page lives: one request, repeated only after a failure.
let offersRequest: Promise<TokenPackOffer[]> | null = null;
function loadOffersOnce(): Promise<TokenPackOffer[]> {
  offersRequest ??= getTokenPacks().catch((error: unknown) => {
    offersRequest = null;
    throw error;
  });
  return offersRequest;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The "Recharge Your Tokens" dialog (SPEC section 2): three packs, one checkout at a time. */
export function BuyTokensDialog({
  open,
  onClose,
  balance = null,
  loadOffers = loadOffersOnce,
  startCheckout = createCheckoutSession,
  redirect = (url) => window.location.assign(url),
}: BuyTokensDialogProps) {
  const [offers, setOffers] = useState<TokenPackOffer[] | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const fetchOffers = useCallback(async () => {
    const loaded = await loadOffers();
    setOffers(loaded);
    return loaded;
  }, [loadOffers]);

  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the packs are set when they arrive, not synchronously
    fetchOffers().catch((error: unknown) => console.error("Loading token packs failed:", error));
  }, [open, fetchOffers]);

  // Back from the checkout, the browser may restore this page exactly as it left it (back/forward
  // cache): "Redirecting..." with every button disabled for good. A restored page starts over.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  // Focus moves into the dialog on open and back to whatever opened it on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    // While a checkout is starting every pack button is disabled and cannot take focus.
    const first = dialogRef.current?.querySelector<HTMLElement>(".token-pack-buy:not([disabled])");
    (first ?? dialogRef.current)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  if (!open) return null;

  async function buy(card: PackCard) {
    if (processing) return;
    if (card.priceId === null) {
      toast.error(TOKENS_TEXT.productUnavailable);
      return;
    }
    setProcessing(card.pack.key);
    try {
      let priceId: string | null | undefined = card.priceId;
      if (priceId === undefined) {
        const loaded = await fetchOffers();
        priceId = loaded.find((offer) => offer.key === card.pack.key)?.price_id ?? null;
      }
      if (!priceId) {
        toast.error(TOKENS_TEXT.productUnavailable);
        setProcessing(null);
        return;
      }
      const session = await startCheckout(priceId);
      rememberBalanceBeforeCheckout(balance);
      // Processing stays on while the browser leaves for the checkout.
      redirect(session.url);
    } catch (error) {
      console.error("Starting the checkout failed:", error);
      toast.error(TOKENS_TEXT.paymentStartFailed);
      setProcessing(null);
    }
  }

  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const cards = packCards(offers);
  return createPortal(
    <div
      className="confirm-overlay"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps Tab inside itself and closes on Escape */}
      <div
        ref={dialogRef}
        className="token-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="token-dialog-close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="token-dialog-title">
          {TOKENS_TEXT.dialogTitle}
        </h2>
        <p id={descriptionId} className="token-dialog-description">
          {TOKENS_TEXT.dialogDescription}
        </p>
        <ul className="token-pack-list">
          {cards.map((card) => {
            const headingId = `${titleId}-${card.pack.key}`;
            return (
              <li
                key={card.pack.key}
                className={`token-pack${card.pack.popular ? " is-popular" : ""}`}
                aria-labelledby={headingId}
              >
                {card.pack.popular && <span className="token-pack-flag">{TOKENS_TEXT.bestValue}</span>}
                <h3 id={headingId} className="token-pack-name">
                  {card.pack.name}
                </h3>
                <p className="token-pack-price">{formatPrice(card.pack.priceUsd)}</p>
                <p className="token-pack-tokens">{card.pack.tokens} tokens</p>
                {card.savings && <span className="token-pack-savings">{card.savings}</span>}
                <button
                  type="button"
                  className={`button button-block token-pack-buy ${card.pack.popular ? "button-primary" : "button-outline"}`}
                  disabled={processing !== null}
                  aria-busy={processing === card.pack.key}
                  onClick={() => void buy(card)}
                >
                  {processing === card.pack.key ? TOKENS_TEXT.redirecting : buyLabel(card.pack.name)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>,
    document.body,
  );
}
