import { Link } from "react-router";
import { paths } from "../../config/paths";

export interface SiteFooterProps {
  supportEmail: string;
  /** Injected so tests can pin the year. */
  year?: number;
}

export function SiteFooter({ supportEmail, year = new Date().getFullYear() }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal" className="footer-links">
        <Link to={paths.termsOfService}>Terms of Service</Link>
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>
        <Link to={paths.refundPolicy}>Refund &amp; Cancellation Policy</Link>
        <Link to={paths.attributions}>Attributions</Link>
      </nav>
      <p>
        Questions or problems? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <p>© {year} Itinerary Planner. All rights reserved.</p>
    </footer>
  );
}
