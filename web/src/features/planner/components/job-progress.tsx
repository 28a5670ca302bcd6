import type { DraftDay, FinalDay } from "@itinerary/contract";
import { JOB_STEPS, progressFraction, progressLine } from "../model/job-stage";
import type { PlannerJob } from "../model/plan-job";
import { dayDate } from "../model/trip-dates";
import "./job-progress.css";

const HEADING: Record<PlannerJob["request"], string> = {
  generate: "Planning your trip",
  regenerate: "Reworking your draft",
  finalize: "Finalizing your plan",
};

/**
 * A running plan job: the stage it is in, one calm progress line, and the days already finished,
 * read-only until the whole plan arrives. While the job is only being sent it says so plainly.
 */
export function JobProgress({ job, startDate }: { job: PlannerJob; startDate: string | undefined }) {
  const { progress } = job;
  const line = job.phase === "sending" ? "Sending your request…" : progressLine(job.request, progress);
  const current = JOB_STEPS.findIndex((step) => step.stage === (progress?.stage ?? "queued"));
  const percent = Math.round(progressFraction(job.phase === "sending" ? null : progress) * 100);
  const headingId = `job-progress-${job.id}`;

  return (
    <section className="job-progress" aria-labelledby={headingId} data-stage={progress?.stage ?? "queued"}>
      <div className="job-progress-card">
        <div className="job-progress-head">
          <span className="spinner" aria-hidden="true" />
          <div>
            <h2 id={headingId} className="job-progress-title">
              {HEADING[job.request]}
            </h2>
            <p className="job-progress-line" role="status" aria-live="polite">
              {line}
            </p>
          </div>
        </div>
        <div
          className="job-progress-bar"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${Math.max(percent, 3)}%` }} />
        </div>
        <ol className="job-steps" aria-label="Stages">
          {JOB_STEPS.map((step, index) => (
            <li
              key={step.stage}
              className={index < current ? "job-step is-done" : index === current ? "job-step is-current" : "job-step"}
              aria-current={index === current ? "step" : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      </div>
      {job.days.length ? (
        <div className="job-days" aria-label="Days planned so far">
          {job.days.map((day) => (
            <ArrivedDay key={day.day} day={day} date={dayDate(startDate, day.day)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function ArrivedDay({ day, date }: { day: DraftDay | FinalDay; date: string | null }) {
  return (
    <article className="job-day" aria-label={`Day ${day.day}`}>
      <h3 className="day-heading">
        <span className="day-number">Day {day.day}</span>
        {date ? <span className="day-date">{date}</span> : null}
      </h3>
      <ul className="job-day-stops">
        {day.activities.map((activity, index) => (
          <li key={`${index}-${activity.name}`}>
            {"time" in activity && activity.time ? <span className="job-day-time">{activity.time}</span> : null}
            <span className="job-day-name">{activity.name}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
