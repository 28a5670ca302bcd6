import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { LoadingScreen } from "../components/ui/loading-screen";
import { paths } from "../config/paths";
import { AppRoot } from "./provider";

/** Each page is its own chunk, fetched when its route is first visited. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.home, lazy: () => import("./routes/landing").then((m) => ({ Component: m.LandingRoute })) },
      { path: paths.login, lazy: () => import("./routes/login").then((m) => ({ Component: m.LoginRoute })) },
      {
        lazy: () => import("./routes/protected-layout").then((m) => ({ Component: m.ProtectedLayout })),
        children: [
          { path: paths.itinerary, lazy: () => import("./routes/itinerary").then((m) => ({ Component: m.ItineraryRoute })) },
          { path: paths.saved, lazy: () => import("./routes/saved").then((m) => ({ Component: m.SavedRoute })) },
          { path: paths.planPattern, lazy: () => import("./routes/plan").then((m) => ({ Component: m.PlanRoute })) },
        ],
      },
      {
        path: paths.termsOfService,
        lazy: () => import("./routes/legal/terms-of-service").then((m) => ({ Component: m.TermsOfServiceRoute })),
      },
      { path: paths.privacyPolicy, lazy: () => import("./routes/legal/privacy-policy").then((m) => ({ Component: m.PrivacyPolicyRoute })) },
      { path: paths.refundPolicy, lazy: () => import("./routes/legal/refund-policy").then((m) => ({ Component: m.RefundPolicyRoute })) },
      { path: paths.attributions, lazy: () => import("./routes/legal/attributions").then((m) => ({ Component: m.AttributionsRoute })) },
      { path: "*", lazy: () => import("./routes/not-found").then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
