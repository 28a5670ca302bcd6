import type { ExportCalendarRequest, GeneratePdfRequest } from "@itinerary/contract";

/** POST /generate-pdf: the final plan as a printable PDF (a 401 ends the session, SPEC section 8). */
export async function generatePdf(body: GeneratePdfRequest): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("generatePdf", { body, expireSessionOn401: true });
}

/** POST /export-calendar: the timed stops as an iCalendar file in the destination's time zone. */
export async function exportCalendar(body: ExportCalendarRequest): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("exportCalendar", { body, expireSessionOn401: true });
}

/** GET /export-gpx/{id}: a saved trip's stops and days, as last saved, for GPS and map apps. */
export async function exportGpx(itineraryId: string): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("exportGpx", { id: itineraryId, expireSessionOn401: true });
}
