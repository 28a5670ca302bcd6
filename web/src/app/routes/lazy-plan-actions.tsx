import { lazy, Suspense } from "react";
import type { PlannerController } from "../../features/planner/hooks/use-planner";
import type { PlanActionsProps } from "./plan-actions";

// Saving, files and sharing are needed only once a plan is final.
const PlanActions = lazy(() => import("./plan-actions").then((m) => ({ default: m.PlanActions })));

/** The final plan's actions, fetched the first time a final plan is shown. */
export function LazyPlanActions(props: PlanActionsProps & { planner: PlannerController }) {
  return (
    <Suspense fallback={null}>
      <PlanActions {...props} />
    </Suspense>
  );
}
