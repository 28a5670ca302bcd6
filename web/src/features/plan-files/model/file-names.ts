export const PDF_FILENAME = "final_itinerary.pdf";
export const CALENDAR_FILENAME = "trip.ics";
