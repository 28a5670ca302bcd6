import { LegalPage, SupportLink } from "./legal-page";

export function RefundPolicyRoute() {
  return (
    <LegalPage title="Refund & Cancellation Policy">
      <p>
        Tokens are what you spend in Itinerary Planner to generate, regenerate and finalize itineraries. This page
        explains what happens to the tokens you buy.
      </p>

      <h2>All token purchases are final</h2>
      <p>
        A token purchase cannot be cancelled and cannot be refunded, whether the tokens have been used or not. Please
        check the pack you choose before you pay. Nothing in this policy limits any right to a refund that the law where
        you live gives you and that cannot be waived.
      </p>

      <h2>Tokens do not expire</h2>
      <p>
        Tokens stay in your balance until you use them. They do not expire, unless they came from a promotion whose own
        terms set an expiry date; in that case those terms say when.
      </p>

      <h2>When something goes wrong</h2>
      <p>
        If a generation fails on our side, the tokens it reserved are returned to your balance automatically. If you
        were charged but your tokens did not arrive, or you think your balance is wrong, write to <SupportLink /> with
        the email address of your account and the date of the purchase, and we will look into it.
      </p>

      <h2>Payments</h2>
      <p>
        Payments are handled on our card payment provider's hosted checkout. Prices are shown in US dollars before you
        pay.
      </p>
    </LegalPage>
  );
}
