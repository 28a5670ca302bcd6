import { ExportCalendarRequest, GeneratePdfRequest, type SharedItinerary } from "@itinerary/contract";
import { buildTripCalendar, CALENDAR_FILENAME } from "../calendar/trip-calendar.ts";
import { tripTimeZone } from "../calendar/time-zone.ts";
import { buildTripGpx, GPX_CONTENT_TYPE, GPX_FILENAME } from "../gpx/trip-gpx.ts";
import { resolveTripOf } from "../planning/trip/resolved-trip.ts";
import { unprocessable } from "../errors.ts";
import { endpoint, RawResponse } from "../http/guard.ts";
import { takePdfRender } from "../limits/pdf-renders.ts";
import { log } from "../logs.ts";
import { cachedPdf, keepPdf, pdfCacheKey, type PdfOwner } from "../store/pdf-cache.ts";
import { sharedPdfRenderer, type PdfRenderer } from "../pdf/renderer.ts";
import { itineraryHtml, PDF_FILENAME } from "../pdf/template.ts";
import { readTripFor } from "./saved-itineraries.ts";
import { loadSharedItinerary, loadSharedPlan, SHARED_LINK_OPTIONS } from "./share-itinerary.ts";

export const NO_TIME_ZONE_DETAIL =
  "The trip's time zone could not be worked out: no activity has coordinates and the destination city is not known.";
export const NO_TIMED_ACTIVITIES_DETAIL =
  "No activity in this plan has a start time, so there is nothing to add to a calendar.";
export const NO_MAPPABLE_STOPS_DETAIL =
  "No stop in this plan has a location a GPS app may show, so there is nothing to put in a GPX file.";

function attachment(body: Buffer, contentType: string, filename: string, cache?: "hit" | "miss"): RawResponse {
  return new RawResponse((res) => {
    if (cache) res.setHeader("X-Pdf-Cache", cache);
    res.setHeader("Content-Type", contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.status(200).end(body);
  });
}

/**
 * The same plan printed again for the same person comes from the cache, free and unlimited; only a
 * render counts against their limit. A render that fails is not counted back: it held a tab all the same.
 */
async function pdfFile(
  renderer: () => PdfRenderer,
  request: GeneratePdfRequest,
  owner: PdfOwner,
): Promise<RawResponse> {
  const html = itineraryHtml(request);
  const key = pdfCacheKey(owner, html);
  const cached = await cachedPdf(key);
  if (cached) return attachment(cached, "application/pdf", PDF_FILENAME, "hit");
  await takePdfRender(owner);
  const pdf = await renderer().render(html);
  await keepPdf(key, pdf, owner).catch((error: unknown) =>
    log.warn("keeping a rendered PDF failed", { error: String(error) }),
  );
  return attachment(pdf, "application/pdf", PDF_FILENAME, "miss");
}

/** `namespace` keeps event ids apart between travellers; it is hashed into them, never written out. */
function calendarFile({ structured_plan: plan, preferences }: ExportCalendarRequest, namespace: string): RawResponse {
  // The trip resolved here, at the edge; its centre is read only when no stop is located.
  const timeZone = tripTimeZone(plan, resolveTripOf(preferences));
  if (!timeZone) throw unprocessable(NO_TIME_ZONE_DETAIL);
  const { ics, events } = buildTripCalendar({ plan, preferences, timeZone, namespace });
  if (events === 0) throw unprocessable(NO_TIMED_ACTIVITIES_DETAIL);
  return attachment(Buffer.from(ics, "utf8"), "text/calendar; charset=utf-8", CALENDAR_FILENAME);
}

/** The trip's stops as a GPX file; a stop it may not place is named in the file instead. */
function gpxFile({ structured_plan: plan, preferences }: ExportCalendarRequest): RawResponse {
  // Times are read in the trip's zone as the calendar reads them; without one, the points carry none.
  const timeZone = tripTimeZone(plan, resolveTripOf(preferences));
  const { gpx, waypoints } = buildTripGpx({ plan, preferences, timeZone });
  if (waypoints === 0) throw unprocessable(NO_MAPPABLE_STOPS_DETAIL);
  return attachment(Buffer.from(gpx, "utf8"), GPX_CONTENT_TYPE, GPX_FILENAME);
}

/** A shared plan in the shape the signed-in document endpoints receive, so both print the same files. */
function sharedRequest(shared: SharedItinerary): ExportCalendarRequest {
  return { structured_plan: shared.itinerary, summary_text: shared.summary_text, preferences: shared.preferences };
}

/**
 * The final plan as files to keep: a PDF, an iCalendar export and a GPX file. Free, PDF renders limited
 * per person and per link (limits/pdf-renders.ts), repeats cached (store/pdf-cache.ts); the POST
 * endpoints are for signed-in travellers and print the plan they send, GET /export-gpx/{id} reads a
 * saved trip for its owner and members, and the shared ones serve whoever holds a live share link (the
 * owner is in none of the files).
 */
export function documentEndpoints(renderer: () => PdfRenderer = sharedPdfRenderer) {
  const generatePdf = endpoint({ name: "generatePdf", method: "POST", body: GeneratePdfRequest }, ({ uid, body }) =>
    pdfFile(renderer, body, { uid }),
  );

  const exportCalendar = endpoint(
    { name: "exportCalendar", method: "POST", body: ExportCalendarRequest },
    async ({ uid, body }) => calendarFile(body, uid),
  );

  const getSharedItineraryPdf = endpoint({ name: "getSharedItineraryPdf", ...SHARED_LINK_OPTIONS }, async ({ id }) => {
    const { plan, sharedBy } = await loadSharedPlan(id!);
    return pdfFile(renderer, sharedRequest(plan), { shareToken: id!, sharedBy });
  });

  // Namespaced by the token, not the owner: re-downloading through the same link updates the events
  // a companion imported before, and the owner's uid never reaches the file, not even hashed.
  const getSharedItineraryCalendar = endpoint(
    { name: "getSharedItineraryCalendar", ...SHARED_LINK_OPTIONS },
    async ({ id }) => calendarFile(sharedRequest(await loadSharedItinerary(id!)), `share:${id!}`),
  );

  // The trip as last saved: a GPS app gets the trip everyone on it sees.
  const exportGpx = endpoint({ name: "exportGpx", method: "GET", hasId: true }, async ({ uid, id }) => {
    const trip = await readTripFor(uid, id!);
    return gpxFile({ structured_plan: trip.itinerary, summary_text: trip.summary_text, preferences: trip.preferences });
  });

  const getSharedItineraryGpx = endpoint({ name: "getSharedItineraryGpx", ...SHARED_LINK_OPTIONS }, async ({ id }) =>
    gpxFile(sharedRequest(await loadSharedItinerary(id!))),
  );

  return {
    generatePdf,
    exportCalendar,
    getSharedItineraryPdf,
    getSharedItineraryCalendar,
    exportGpx,
    getSharedItineraryGpx,
  };
}

export const {
  generatePdf,
  exportCalendar,
  getSharedItineraryPdf,
  getSharedItineraryCalendar,
  exportGpx,
  getSharedItineraryGpx,
} = documentEndpoints();
