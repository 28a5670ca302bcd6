export const PDF_FILENAME = "final_itinerary.pdf";
export const CALENDAR_FILENAME = "trip.ics";
export const GPX_FILENAME = "trip.gpx";
