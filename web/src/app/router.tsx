import { lazy } from "react";
import { Route, Routes } from "react-router";
import { paths } from "../config/paths";
import { AppRoot } from "./provider";

// Declarative routes with React.lazy: each page is its own chunk, and the router costs about half
// the bytes of the data router (which this app has no loaders or actions for).
const LandingRoute = lazy(() => import("./routes/landing").then((m) => ({ default: m.LandingRoute })));
const LoginRoute = lazy(() => import("./routes/login").then((m) => ({ default: m.LoginRoute })));
const ProtectedLayout = lazy(() => import("./routes/protected-layout").then((m) => ({ default: m.ProtectedLayout })));
const loadItinerary = () => import("./routes/itinerary");
const ItineraryRoute = lazy(() => loadItinerary().then((m) => ({ default: m.ItineraryRoute })));
// The planner is the page most visits open on, and its chunk would otherwise be requested only once
// Firebase Auth has confirmed the session: fetch it alongside instead.
if (typeof window !== "undefined" && window.location.pathname === paths.itinerary) void loadItinerary();
const loadSaved = () => import("./routes/saved");
const SavedRoute = lazy(() => loadSaved().then((m) => ({ default: m.SavedRoute })));
// The saved list opened straight (the installed app starts there): its chunk alongside Auth too.
if (typeof window !== "undefined" && window.location.pathname === paths.saved) void loadSaved();
const AccountRoute = lazy(() => import("./routes/account").then((m) => ({ default: m.AccountRoute })));
const loadPlan = () => import("./routes/plan");
const PlanRoute = lazy(() => loadPlan().then((m) => ({ default: m.PlanRoute })));
// A saved trip opened straight (a bookmark, the app on the road): its chunk alongside Auth, as the planner's.
if (typeof window !== "undefined" && window.location.pathname.startsWith("/plan/")) void loadPlan();
const JoinRoute = lazy(() => import("./routes/join").then((m) => ({ default: m.JoinRoute })));
const SharedRoute = lazy(() => import("./routes/shared").then((m) => ({ default: m.SharedRoute })));
const TermsOfServiceRoute = lazy(() =>
  import("./routes/legal/terms-of-service").then((m) => ({ default: m.TermsOfServiceRoute })),
);
const PrivacyPolicyRoute = lazy(() =>
  import("./routes/legal/privacy-policy").then((m) => ({ default: m.PrivacyPolicyRoute })),
);
const RefundPolicyRoute = lazy(() =>
  import("./routes/legal/refund-policy").then((m) => ({ default: m.RefundPolicyRoute })),
);
const AttributionsRoute = lazy(() =>
  import("./routes/legal/attributions").then((m) => ({ default: m.AttributionsRoute })),
);
const NotFoundRoute = lazy(() => import("./routes/not-found").then((m) => ({ default: m.NotFoundRoute })));

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
