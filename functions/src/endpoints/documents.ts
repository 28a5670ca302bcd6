import { ExportCalendarRequest, GeneratePdfRequest } from "@itinerary/contract";
import { buildTripCalendar, CALENDAR_FILENAME } from "../calendar/trip-calendar.ts";
import { tripTimeZone } from "../calendar/time-zone.ts";
import { unprocessable } from "../errors.ts";
import { endpoint, RawResponse } from "../http/guard.ts";
import { sharedPdfRenderer, type PdfRenderer } from "../pdf/renderer.ts";
import { itineraryHtml, PDF_FILENAME } from "../pdf/template.ts";

export const NO_TIME_ZONE_DETAIL =
  "The trip's time zone could not be worked out: no activity has coordinates and the destination city is not known.";
export const NO_TIMED_ACTIVITIES_DETAIL = "No activity in this plan has a start time, so there is nothing to add to a calendar.";

function attachment(body: Buffer, contentType: string, filename: string): RawResponse {
  return new RawResponse((res) => {
    res.setHeader("Content-Type", contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.status(200).end(body);
  });
}

/** The final plan as files to keep: a PDF and an iCalendar export. Free, but for signed-in travellers only. */
export function documentEndpoints(renderer: () => PdfRenderer = sharedPdfRenderer) {
  const generatePdf = endpoint({ name: "generatePdf", method: "POST", body: GeneratePdfRequest }, async ({ body }) => {
    const pdf = await renderer().render(itineraryHtml(body));
    return attachment(pdf, "application/pdf", PDF_FILENAME);
  });

  const exportCalendar = endpoint({ name: "exportCalendar", method: "POST", body: ExportCalendarRequest }, async ({ uid, body }) => {
    const { structured_plan: plan, preferences } = body;
    const timeZone = tripTimeZone(plan, preferences.destinationCity);
    if (!timeZone) throw unprocessable(NO_TIME_ZONE_DETAIL);
    const { ics, events } = buildTripCalendar({ plan, preferences, timeZone, namespace: uid });
    if (events === 0) throw unprocessable(NO_TIMED_ACTIVITIES_DETAIL);
    return attachment(Buffer.from(ics, "utf8"), "text/calendar; charset=utf-8", CALENDAR_FILENAME);
  });

  return { generatePdf, exportCalendar };
}

export const { generatePdf, exportCalendar } = documentEndpoints();
