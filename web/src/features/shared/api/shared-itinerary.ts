import type { SharedItinerary } from "@itinerary/contract";

/** GET /shared-itinerary/{token}: a plan shared read-only; no sign-in needed. */
export async function getSharedItinerary(token: string, signal?: AbortSignal): Promise<SharedItinerary> {
  const [{ apiCall }, { SharedItinerary }] = await Promise.all([
    import("../../../lib/api-client"),
    import("@itinerary/contract"),
  ]);
  return apiCall("getSharedItinerary", SharedItinerary, { id: token, signal });
}

/** The shared plan's PDF, calendar and GPX files, for companions who are not signed in. */
export async function getSharedPdf(token: string): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("getSharedItineraryPdf", { id: token });
}

export async function getSharedCalendar(token: string): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("getSharedItineraryCalendar", { id: token });
}

export async function getSharedGpx(token: string): Promise<Blob> {
  const { apiBlob } = await import("../../../lib/api-client");
  return apiBlob("getSharedItineraryGpx", { id: token });
}
