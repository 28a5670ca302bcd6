import { lazy, Suspense } from "react";
import type { TripCostsPanelProps } from "./trip-costs-panel";

const TripCostsPanel = lazy(() => import("./trip-costs-panel").then((m) => ({ default: m.TripCostsPanel })));

/** The trip's shared costs, fetched with Firestore's SDK the first time a saved trip is shown. */
export function TripCosts(props: TripCostsPanelProps) {
  return (
    <Suspense fallback={null}>
      <TripCostsPanel {...props} />
    </Suspense>
  );
}
