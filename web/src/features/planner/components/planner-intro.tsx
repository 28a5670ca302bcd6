/** The planner's heading; with no draft yet, the line that says what the page is for. */
export function PlannerIntro({
  heading = "Plan a new trip",
  withSubtitle = true,
}: {
  heading?: string;
  withSubtitle?: boolean;
}) {
  return (
    <div className="planner-intro">
      <h1 className="page-title">{heading}</h1>
      {withSubtitle ? (
        <p className="page-subtitle">
          Tell us where and how you like to travel; refine the draft until it feels right, then finalize it.
        </p>
      ) : null}
    </div>
  );
}
