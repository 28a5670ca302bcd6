import type { CreateCheckoutSessionResponse, TokenPackOffer } from "@itinerary/contract";
import { useCallback, useEffect, useId, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { toast } from "sonner";
import { NeedsConnection } from "../../../components/ui/offline-note";
import { useOnline } from "../../../lib/offline/use-online";
import { OFFLINE_TEXT } from "../../../lib/offline/connection";
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

/**
 * The "Recharge Your Tokens" dialog (SPEC section 2): three packs, one checkout at a time. React Aria's
 * modal, as the app's other dialogs: it keeps focus inside, closes on Escape or a click outside, hides
 * the page from assistive technology, stops the page scrolling behind it and gives focus back on close.
 */
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
  const online = useOnline();
  const titleId = useId();
  const descriptionId = useId();

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

  const cards = packCards(offers);
  return (
    <ModalOverlay
      className="confirm-overlay"
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      isDismissable
    >
      <Modal className="token-modal">
        <Dialog className="token-dialog" aria-labelledby={titleId} aria-describedby={descriptionId}>
          <Button className="token-dialog-close" aria-label="Close" onPress={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
          <Heading id={titleId} slot="title" level={2} className="token-dialog-title">
            {TOKENS_TEXT.dialogTitle}
          </Heading>
          <p id={descriptionId} className="token-dialog-description">
            {TOKENS_TEXT.dialogDescription}
          </p>
          {online ? null : <NeedsConnection id={`${titleId}-offline`} reason={OFFLINE_TEXT.needsConnection.buy} />}
          <ul className="token-pack-list">
            {cards.map((card, index) => {
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
                    // The first pack takes focus on open (the dialog pattern); while a checkout starts the dialog holds it.
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a modal that was just opened, as ConfirmDialog's Cancel
                    autoFocus={index === 0 && processing === null}
                    disabled={processing !== null || !online}
                    aria-describedby={online ? undefined : `${titleId}-offline`}
                    aria-busy={processing === card.pack.key}
                    onClick={() => void buy(card)}
                  >
                    {processing === card.pack.key ? TOKENS_TEXT.redirecting : buyLabel(card.pack.name)}
                  </button>
                </li>
              );
            })}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
