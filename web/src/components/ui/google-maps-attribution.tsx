/**
 * Google's text attribution for Places content shown without a Google map (Places API policies): the
 * words "Google Maps", untranslated and unmodified, beside the content. Screen readers hear what it is for.
 */
export function GoogleMapsAttribution() {
  return (
    <p className="google-maps-attribution">
      <span className="visually-hidden">Place details from </span>
      <span translate="no">Google Maps</span>
    </p>
  );
}
