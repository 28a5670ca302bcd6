import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { LegalPage, SupportLink } from "./legal-page";

/** Google's terms for end users of the Maps and Places features (Maps Platform terms require us to link both). */
export const GOOGLE_MAPS_TERMS_URL = "https://maps.google.com/help/terms_maps/";
export const GOOGLE_PRIVACY_URL = "https://policies.google.com/privacy";

export function TermsOfServiceRoute() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Itinerary Planner, a web application that drafts travel itineraries with the help
        of an AI model. By creating an account or using the service you accept them. If you do not agree, please do not
        use the service.
      </p>

      <h2>Who may use the service</h2>
      <p>
        The service is intended for people aged 13 or over. If you are under 13, you may not use it. If you are 13 or
        over but not yet an adult where you live, you may use the service only with the permission of a parent or legal
        guardian, who accepts these terms on your behalf.
      </p>

      <h2>Your account</h2>
      <p>
        You sign in with an email address and password or with a Google account. Keep your credentials private; you are
        responsible for what happens under your account. Tell us at once at <SupportLink /> if you think someone else
        has used it.
      </p>

      <h2>Tokens</h2>
      <p>
        Generating, regenerating and finalizing an itinerary use tokens from your balance. New accounts receive a
        welcome balance; more tokens can be bought in packs through our payment provider's hosted checkout. Tokens have
        no cash value, cannot be transferred between accounts and are governed by our{" "}
        <Link to={paths.refundPolicy}>Refund &amp; Cancellation Policy</Link>.
      </p>

      <h2>AI-generated plans</h2>
      <p>
        Itineraries are suggestions produced automatically. Opening hours, prices, entry fees, routes and travel times
        can be wrong or out of date, and places can close. Check important details with the venue, operator or official
        source before you rely on them. You remain responsible for your own travel decisions, bookings, safety and
        compliance with local laws and entry requirements.
      </p>

      <h2 id="google-maps">Maps and places from Google</h2>
      <p>
        The trip map, the city suggestions and the place details, photos and addresses in your plans can come from
        Google Maps. By using these map and places features you agree to be bound by the{" "}
        <a href={GOOGLE_MAPS_TERMS_URL} target="_blank" rel="noopener noreferrer">
          Google Maps/Google Earth Additional Terms of Service
        </a>{" "}
        and acknowledge the{" "}
        <a href={GOOGLE_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
          Google Privacy Policy
        </a>
        .
      </p>

      <h2>Acceptable use</h2>
      <p>
        Do not misuse the service: no attempts to break or overload it, to get around its limits or anti-abuse checks,
        to access other people's data, or to use it for anything unlawful. We may suspend accounts that do.
      </p>

      <h2>Your content</h2>
      <p>
        Preferences, requests and plans you save remain yours. You allow us to store and process them to provide the
        service to you, as described in our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>

      <h2>Availability and liability</h2>
      <p>
        We work to keep the service running but provide it "as is", without a promise that it will always be available
        or free of errors. To the extent the law allows, we are not liable for indirect or consequential losses arising
        from your use of the service or from the plans it produces. Nothing in these terms limits rights you have under
        consumer law that cannot be excluded.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms. When we make a material change we will show a notice in the app before it applies.
        Continuing to use the service after a change takes effect means you accept the updated terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <SupportLink />.
      </p>
    </LegalPage>
  );
}
