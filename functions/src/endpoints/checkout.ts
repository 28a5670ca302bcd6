import {
  CreateCheckoutSessionRequest,
  type CreateCheckoutSessionResponse,
  type TokenPacksResponse,
} from "@itinerary/contract";
import { getConfig, PAYMENT_SECRETS } from "../config.ts";
import { badRequest } from "../errors.ts";
import { appOrigin } from "../http/app-origin.ts";
import { endpoint } from "../http/guard.ts";
import { startCheckout } from "../payments/checkout.ts";
import { packForPriceId, pricedPacks, toOffer } from "../payments/packs.ts";

/** The packs on sale; public, so the dialog can show them before anything else loads. */
export const getTokenPacks = endpoint(
  { name: "getTokenPacks", method: "GET", public: true },
  async (): Promise<TokenPacksResponse> => ({ packs: pricedPacks(getConfig()).map(toOffer) }),
);

export const createCheckoutSession = endpoint(
  {
    name: "createCheckoutSession",
    method: "POST",
    checkRevoked: true,
    body: CreateCheckoutSessionRequest,
    requires: PAYMENT_SECRETS,
  },
  async ({ uid, body, req }): Promise<CreateCheckoutSessionResponse> => {
    const config = getConfig();
    const pack = packForPriceId(config, body.price_id);
    if (!pack) throw badRequest("price_id: not one of the token packs on sale.");
    // Back to the origin the traveller bought from, so they return signed in.
    return startCheckout(config, uid, pack, body.price_id, appOrigin(config, req.headers.origin));
  },
);
