import { LegalPage, SupportLink } from "./legal-page";

export function PrivacyPolicyRoute() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what personal data Itinerary Planner handles, why, and what control you have over it. We
        collect only what the service needs to work.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your email address and a user identifier from our sign-in provider (Firebase
          Authentication), or the basic profile Google shares when you sign in with Google.
        </li>
        <li>
          <strong>Profile data:</strong> your token balance, a record of each change to it, and your departure city if
          you set one.
        </li>
        <li>
          <strong>Trip data:</strong> the preferences and requests you enter and the itineraries you choose to save.
        </li>
        <li>
          <strong>Payment records:</strong> which token pack you bought and when. Card details are entered on our
          payment provider's hosted page; we never see or store them.
        </li>
        <li>
          <strong>Technical data:</strong> anti-abuse attestation tokens and server logs needed to keep the service
          secure and working.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        To sign you in, keep your balance, generate and store your plans, process purchases, prevent abuse, and answer
        your support requests. Your trip preferences are sent to an AI model provider and a maps provider only to
        produce your itinerary. We do not sell your personal data and do not use it for advertising.
      </p>

      <h2>Who processes it for us</h2>
      <p>
        Google (Firebase hosting, authentication, database and App Check; Maps; the AI model) and our card payment
        provider (Stripe) act on our behalf under their own data-protection terms.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Account, profile and saved trips are kept while your account exists. Payment records are kept for as long as tax
        and accounting law requires. When you delete a saved itinerary it is removed from our database. When you delete
        your account, your sign-in, profile, saved trips and share links are removed; payment records and the token
        ledger are kept for accounting, without your email address.
      </p>

      <h2>Your rights</h2>
      <p>
        You can download a copy of your data and delete your account yourself on your account page, or ask for either,
        or for a correction, by writing to <SupportLink />. Depending on where you live you may also have the right to
        object to processing and to complain to a data-protection authority.
      </p>

      <h2>Children</h2>
      <p>
        The service is for people aged 13 or over; younger children may not use it, and minors need the permission of a
        parent or guardian. If you believe a child under 13 has given us personal data, contact us and we will delete
        it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        When we revise this policy we post the new version on this page with its date. A revised policy takes effect 180
        days after it is posted, so you have time to read it and, if you disagree, to close your account before it
        applies.
      </p>

      <h2>Contact</h2>
      <p>
        Privacy questions and requests: <SupportLink />.
      </p>
    </LegalPage>
  );
}
