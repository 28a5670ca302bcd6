import { useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { NeedsConnection } from "../../../components/ui/offline-note";
import { useOnline } from "../../../lib/offline/use-online";
import { OFFLINE_TEXT } from "../../../lib/offline/connection";
import { CALENDAR_FILENAME, GPX_FILENAME, PDF_FILENAME } from "../model/file-names";

export const PDF_FAILED = "Failed to generate PDF.";
export const CALENDAR_FAILED = "Failed to create the calendar file.";
export const GPX_FAILED = "Failed to create the GPX file.";
/** Why a plan on screen has no GPX file yet: the file is the trip as saved. */
export const GPX_NEEDS_SAVE = "Save the trip to download its GPX file.";
export const GPX_NEEDS_CHANGES_SAVED = "Save your changes to download them in the GPX file.";

export interface PlanFileButtonsProps {
  /** Fetches the PDF of the plan as it is on screen now. */
  pdf: () => Promise<Blob>;
  /** Fetches the calendar file; absent when the plan has no start date to put events on. */
  calendar?: () => Promise<Blob>;
  /** Fetches the GPX file of the saved trip; absent when there is none to fetch yet. */
  gpx?: () => Promise<Blob>;
  /** Without `gpx`: why there is no GPX file yet, shown on a disabled button (no reason, no button). */
  gpxUnavailable?: string;
}

type PlanFile = "pdf" | "calendar" | "gpx";

const FILES: Record<PlanFile, { name: string; failed: string }> = {
  pdf: { name: PDF_FILENAME, failed: PDF_FAILED },
  calendar: { name: CALENDAR_FILENAME, failed: CALENDAR_FAILED },
  gpx: { name: GPX_FILENAME, failed: GPX_FAILED },
};

/** Download PDF (SPEC section 2: "Generating..." while busy), Add to Calendar (.ics) and Download GPX. */
export function PlanFileButtons({ pdf, calendar, gpx, gpxUnavailable }: PlanFileButtonsProps) {
  const [busy, setBusy] = useState<PlanFile | null>(null);
  // Every file is made by the server: without a connection the buttons wait, and say why.
  const online = useOnline();
  const offline = online ? undefined : "files-offline";
  const fetchers: Record<PlanFile, (() => Promise<Blob>) | undefined> = { pdf, calendar, gpx };

  const download = async (which: PlanFile) => {
    const fetchFile = fetchers[which];
    if (busy || !fetchFile) return;
    setBusy(which);
    try {
      saveFile(await fetchFile(), FILES[which].name);
    } catch (error) {
      // A 401 has already run the session-expired flow.
      if (!(error instanceof ApiRequestError && error.status === 401)) {
        console.error(`Download of the ${which} failed:`, error);
        // SPEC section 8 gives the PDF one fixed message; the other files say why when the server does.
        toast.error(which === "pdf" ? PDF_FAILED : errorMessage(error, FILES[which].failed));
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
        disabled={busy !== null || !online}
        aria-describedby={offline}
        onClick={() => void download("pdf")}
      >
        {busy === "pdf" ? "Generating..." : "Download PDF"}
      </button>
      {calendar ? (
        <button
          type="button"
          className="button button-outline"
          disabled={busy !== null || !online}
          aria-describedby={offline}
          onClick={() => void download("calendar")}
        >
          {busy === "calendar" ? "Preparing..." : "Add to Calendar"}
        </button>
      ) : null}
      {gpx || gpxUnavailable ? (
        <button
          type="button"
          className="button button-outline"
          disabled={busy !== null || !gpx || !online}
          aria-describedby={offline}
          // The reason reads as the button's description, and shows on hover.
          title={gpx ? undefined : gpxUnavailable}
          onClick={() => void download("gpx")}
        >
          {busy === "gpx" ? "Preparing..." : "Download GPX"}
        </button>
      ) : null}
      {online ? null : <NeedsConnection id="files-offline" reason={OFFLINE_TEXT.needsConnection.files} />}
    </>
  );
}
