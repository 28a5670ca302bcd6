import { z } from "zod";

export const TRAVEL_TYPES = ["Solo", "Couple", "Family", "Friends"] as const;
export const TRAVEL_PACES = ["Chill", "Balanced", "Intense"] as const;
export const INTERESTS = [
  "Adventure",
  "Culture",
  "Food",
  "Nature",
  "Shopping",
  "Photography",
  "Mountains",
  "Sea",
  "Cities",
  "Villages",
  "Historical",
] as const;
export const ACCOMMODATION_TYPES = ["Hostel", "Hotel", "Airbnb", "Luxury"] as const;
export const TRANSPORT_MODES = ["Public", "Drive", "Walk", "Bike", "Taxi", "Mixed"] as const;

export const TravelType = z.enum(TRAVEL_TYPES);
export const TravelPace = z.enum(TRAVEL_PACES);
export const Interest = z.enum(INTERESTS);
export const AccommodationType = z.enum(ACCOMMODATION_TYPES);
export const TransportMode = z.enum(TRANSPORT_MODES);

export type TravelType = z.infer<typeof TravelType>;
export type TravelPace = z.infer<typeof TravelPace>;
export type Interest = z.infer<typeof Interest>;
export type AccommodationType = z.infer<typeof AccommodationType>;
export type TransportMode = z.infer<typeof TransportMode>;
