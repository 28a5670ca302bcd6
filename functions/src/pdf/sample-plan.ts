import type { FinalActivity, GeneratePdfRequest, StructuredPlan, TripPreferences } from "@itinerary/contract";
import { toHhmm } from "../planning/model/hours.ts";

/** Real Lisbon stops, reused across the days of a long sample trip. */
const LISBON_STOPS = [
  {
    name: "Belém Tower",
    latitude: 38.6916,
    longitude: -9.216,
    postcode: "1400-038",
    address: "Av. Brasília, 1400-038 Lisboa",
  },
  {
    name: "Jerónimos Monastery",
    latitude: 38.6979,
    longitude: -9.2068,
    postcode: "1400-206",
    address: "Praça do Império, 1400-206 Lisboa",
  },
  {
    name: "São Jorge Castle",
    latitude: 38.7139,
    longitude: -9.1335,
    postcode: "1100-129",
    address: "R. de Santa Cruz do Castelo, 1100-129 Lisboa",
  },
  {
    name: "Alfama Viewpoint",
    latitude: 38.7118,
    longitude: -9.1301,
    postcode: "1100-411",
    address: "Largo Portas do Sol, 1100-411 Lisboa",
  },
  {
    name: "Time Out Market",
    latitude: 38.7069,
    longitude: -9.1459,
    postcode: "1200-479",
    address: "Av. 24 de Julho 49, 1200-479 Lisboa",
  },
  {
    name: "LX Factory",
    latitude: 38.7033,
    longitude: -9.1785,
    postcode: "1300-501",
    address: "R. Rodrigues de Faria 103, 1300-501 Lisboa",
  },
] as const;

export const SAMPLE_PREFERENCES: TripPreferences = {
  startDate: "2031-07-14",
  numberOfDays: 14,
  totalBudget: 4000,
  departureCity: "London",
  destinationCity: "Lisbon",
  travelType: "Couple",
  travelPace: "Intense",
  interests: ["Culture", "Food"],
  locations: [],
  accommodation: ["Hotel"],
  transport: "Public",
  dietaryNeeds: "",
  mobilityNeeds: "",
  specialRequests: [],
};

/**
 * A final plan of `days` days with `perDay` timed activities each, named "<stop> (day D)"; `hostile`
 * replaces the names of day 1's first two activities and of the last day's first accommodation.
 */
export function samplePlan(days = 14, perDay = 6, hostile: readonly string[] = []): StructuredPlan {
  return Array.from({ length: days }, (_, d) => {
    const day = d + 1;
    const activities: FinalActivity[] = Array.from({ length: perDay }, (_, i) => {
      const stop = LISBON_STOPS[i % LISBON_STOPS.length]!;
      const start = 9 * 60 + i * 90;
      const start_time = toHhmm(start);
      const end_time = toHhmm(start + 60);
      return {
        ...stop,
        name: day === 1 && hostile[i] ? hostile[i] : `${stop.name} (day ${day})`,
        time: `${start_time} - ${end_time}`,
        start_time,
        end_time,
        highlight: `Highlight of ${stop.name}: views, history and a good café nearby.`,
        transport: i === 0 ? "Start of the day" : "Tram 28, about 15 min",
        opening_hours: "09:00-18:00",
        entry_fee: i % 2 === 0 ? "€10" : "Free",
        parking_spot: "Public garage nearby",
      };
    });
    return {
      day,
      accommodation_suggestion: day === days && hostile[2] ? hostile[2] : "Hotel in Baixa, close to the metro",
      estimated_daily_cost: `$${180 + day}`,
      activities,
    };
  });
}

export function sampleRequest(hostile: readonly string[] = []): GeneratePdfRequest {
  return {
    structured_plan: samplePlan(14, 6, hostile),
    summary_text: "Fourteen days in Lisbon for a couple.\n\nEstimated cost: about $2,800 per person.",
    preferences: SAMPLE_PREFERENCES,
  };
}
