import { Link } from "react-router";
import { PublicLayout } from "../../components/layouts/public-layout";
import { paths } from "../../config/paths";

export function NotFoundRoute() {
  return (
    <PublicLayout>
      <section className="page not-found" aria-labelledby="not-found-heading">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading">Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
        <Link to={paths.home} className="button button-primary">
          Go to the home page
        </Link>
      </section>
    </PublicLayout>
  );
}
