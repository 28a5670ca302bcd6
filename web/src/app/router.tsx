import { Route, Routes } from "react-router";
import { paths } from "../config/paths";
import { PLAN_PREFIX, SHARED_PREFIX } from "../config/prerendered-pages";
import { lazyPage, type LazyPage } from "../lib/lazy-page";
import { AppRoot } from "./provider";

// Declarative routes, each page its own chunk (lazyPage: rendered at once when its chunk is already
// here), and the router costs about half the bytes of the data router (which this app has no loaders
// or actions for).
const LandingRoute = lazyPage(() => import("./routes/landing").then((m) => m.LandingRoute));
const LoginRoute = lazyPage(() => import("./routes/login").then((m) => m.LoginRoute));
const ProtectedLayout = lazyPage(() => import("./routes/protected-layout").then((m) => m.ProtectedLayout));
const ItineraryRoute = lazyPage(() => import("./routes/itinerary").then((m) => m.ItineraryRoute));
const SavedRoute = lazyPage(() => import("./routes/saved").then((m) => m.SavedRoute));
const AccountRoute = lazyPage(() => import("./routes/account").then((m) => m.AccountRoute));
const PlanRoute = lazyPage(() => import("./routes/plan").then((m) => m.PlanRoute));
const JoinRoute = lazyPage(() => import("./routes/join").then((m) => m.JoinRoute));
const SharedRoute = lazyPage(() => import("./routes/shared").then((m) => m.SharedRoute));
const TermsOfServiceRoute = lazyPage(() =>
  import("./routes/legal/terms-of-service").then((m) => m.TermsOfServiceRoute),
);
const PrivacyPolicyRoute = lazyPage(() => import("./routes/legal/privacy-policy").then((m) => m.PrivacyPolicyRoute));
const RefundPolicyRoute = lazyPage(() => import("./routes/legal/refund-policy").then((m) => m.RefundPolicyRoute));
const AttributionsRoute = lazyPage(() => import("./routes/legal/attributions").then((m) => m.AttributionsRoute));
const NotFoundRoute = lazyPage(() => import("./routes/not-found").then((m) => m.NotFoundRoute));

// The page a visit opens on (the landing, the planner, the saved list the installed app starts at, a
// saved trip from a bookmark, a shared link): its chunk, and the signed-in frame's, are fetched
// alongside Firebase Auth rather than once it has confirmed the session. Settled (loaded or failed)
// when they are all here.
export const openingPageLoaded: Promise<unknown> =
  typeof window === "undefined"
    ? Promise.resolve()
    : Promise.allSettled(openingPages(window.location.pathname).map((page) => page.preload()));

function openingPages(pathname: string): LazyPage<object>[] {
  if (pathname === paths.home) return [LandingRoute];
  if (pathname === paths.login) return [LoginRoute];
  if (pathname.startsWith(SHARED_PREFIX)) return [SharedRoute];
  if (pathname === paths.itinerary) return [ProtectedLayout, ItineraryRoute];
  if (pathname === paths.saved) return [ProtectedLayout, SavedRoute];
  if (pathname.startsWith(PLAN_PREFIX)) return [ProtectedLayout, PlanRoute];
  return [];
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route path={paths.home} element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route element={<ProtectedLayout />}>
          <Route path={paths.itinerary} element={<ItineraryRoute />} />
          <Route path={paths.saved} element={<SavedRoute />} />
          <Route path={paths.planPattern} element={<PlanRoute />} />
          <Route path={paths.account} element={<AccountRoute />} />
          <Route path={paths.joinPattern} element={<JoinRoute />} />
        </Route>
        <Route path={paths.sharedPattern} element={<SharedRoute />} />
        <Route path={paths.termsOfService} element={<TermsOfServiceRoute />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
        <Route path={paths.refundPolicy} element={<RefundPolicyRoute />} />
        <Route path={paths.attributions} element={<AttributionsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
