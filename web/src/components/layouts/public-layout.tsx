import type { ReactNode } from "react";
import { Link } from "react-router";
import { env } from "../../config/env";
import { paths } from "../../config/paths";
import { Logo } from "../ui/logo";
import { SiteFooter } from "./site-footer";

/** Frame of the public pages: a slim top bar and the legal footer. */
export function PublicLayout({ children, showSignIn = true }: { children: ReactNode; showSignIn?: boolean }) {
  return (
    <div className="public-shell">
      <header className="public-header">
        <Link to={paths.home} className="logo-link" aria-label="Itinerary Planner home">
          <Logo />
        </Link>
        {showSignIn && (
          <Link to={paths.login} className="button button-ghost button-small">
            Sign in
          </Link>
        )}
      </header>
      <main className="public-main">{children}</main>
      <SiteFooter supportEmail={env.supportEmail} />
    </div>
  );
}
