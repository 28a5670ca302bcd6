import { useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { CALENDAR_FILENAME, PDF_FILENAME } from "../model/file-names";

export const PDF_FAILED = "Failed to generate PDF.";
export const CALENDAR_FAILED = "Failed to create the calendar file.";

export interface PlanFileButtonsProps {
  /** Fetches the PDF of the plan as it is on screen now. */
  pdf: () => Promise<Blob>;
  /** Fetches the calendar file; absent when the plan has no start date to put events on. */
  calendar?: () => Promise<Blob>;
}

type Busy = "pdf" | "calendar" | null;

/** Download PDF (SPEC section 2: "Generating..." while busy) and Add to Calendar (.ics). */
export function PlanFileButtons({ pdf, calendar }: PlanFileButtonsProps) {
  const [busy, setBusy] = useState<Busy>(null);

  const download = async (which: Exclude<Busy, null>) => {
    if (busy) return;
    setBusy(which);
    try {
      const blob = await (which === "pdf" ? pdf() : calendar!());
      saveFile(blob, which === "pdf" ? PDF_FILENAME : CALENDAR_FILENAME);
    } catch (error) {
      // A 401 has already run the session-expired flow.
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        console.error(`Download of the ${which} failed:`, error);
        // SPEC section 8 gives the PDF one fixed message; the calendar says why when the server does.
        toast.error(which === "pdf" ? PDF_FAILED : errorMessage(error, CALENDAR_FAILED));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button-outline"
        disabled={busy !== null}
        onClick={() => void download("pdf")}
      >
        {busy === "pdf" ? "Generating..." : "Download PDF"}
      </button>
      {calendar ? (
        <button
          type="button"
          className="button button-outline"
          disabled={busy !== null}
          onClick={() => void download("calendar")}
        >
          {busy === "calendar" ? "Preparing..." : "Add to Calendar"}
        </button>
      ) : null}
    </>
  );
}
