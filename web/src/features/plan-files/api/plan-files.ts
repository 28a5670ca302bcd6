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
