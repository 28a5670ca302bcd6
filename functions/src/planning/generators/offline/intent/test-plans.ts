import { TripPreferences, type DraftDay } from "@itinerary/contract";
import { normalizeText } from "../../../model/names.ts";
import { DESTINATIONS } from "../../../guide/destinations/index.ts";
import type { Destination, Place } from "../../../guide/place.ts";
import { buildDraftDays, planContext } from "../planner.ts";
import { createTrip } from "../../../../../test/data-generators.ts";

/**
 * Fixed drafts for the intent tests, by stop name: what the offline planner drafted for a 3- or
 * 4-day Culture trip starting Monday 2 June 2031, frozen so that changes to drafting (clustering,
 * day trips) do not move the ground under the request tests.
 */
const PLANS = {
  paris: {
    city: "Paris",
    days: [
      ["Notre-Dame Cathedral", "Shakespeare and Company", "Sainte-Chapelle", "Louvre Museum", "Musée Grévin"],
      ["Parc de la Villette", "Sacré-Cœur Basilica", "Place du Tertre", "Montmartre", "Moulin Rouge"],
      ["Musée d'Orsay", "Musée de l'Orangerie", "Eiffel Tower", "Palais de Tokyo", "Arc de Triomphe"],
    ],
  },
  parisLong: {
    city: "Paris",
    days: [
      ["Parc de la Villette", "Sacré-Cœur Basilica", "Place du Tertre", "Montmartre", "Moulin Rouge"],
      ["Palace of Versailles"],
      ["Notre-Dame Cathedral", "Shakespeare and Company", "Sainte-Chapelle", "Louvre Museum", "Musée Grévin"],
      ["Musée d'Orsay", "Musée de l'Orangerie", "Eiffel Tower", "Palais de Tokyo", "Arc de Triomphe"],
    ],
  },
  lisbon: {
    city: "Lisbon",
    days: [
      ["São Jorge Castle", "Miradouro de Santa Luzia", "Alfama", "Lisbon Cathedral", "Livraria Bertrand"],
      [
        "Palácio Fronteira",
        "Jerónimos Monastery",
        "Museu de Marinha",
        "MAC/CCB Contemporary Art Museum",
        "Belém Tower",
      ],
      [
        "Chiado",
        "Café A Brasileira",
        "Arpad Szenes-Vieira da Silva Foundation",
        "Calouste Gulbenkian Museum",
        "Campo Pequeno",
      ],
    ],
  },
  barcelona: {
    city: "Barcelona",
    days: [
      ["La Boqueria", "Casa Batlló", "Casa Milà (La Pedrera)", "Sagrada Família", "Park Güell"],
      ["Palau de la Música Catalana", "Barcelona Cathedral", "Barri Gòtic", "Picasso Museum", "Santa Maria del Mar"],
      ["Spotify Camp Nou", "MNAC", "La Rambla", "Fundació Antoni Tàpies", "CosmoCaixa"],
    ],
  },
  rome: {
    city: "Rome",
    days: [
      ["Galleria Doria Pamphilj", "Capitoline Museums", "Jewish Ghetto", "Galleria Spada", "Trastevere"],
      [
        "Keats-Shelley House",
        "Pantheon",
        "Campo de' Fiori",
        "St Peter's Basilica",
        "Vatican Museums and Sistine Chapel",
      ],
      ["Basilica of San Clemente", "Colosseum", "Roman Forum", "Trevi Fountain", "Borghese Gallery"],
    ],
  },
  lisbonLight: {
    city: "Lisbon",
    days: [
      ["São Jorge Castle", "Miradouro de Santa Luzia", "Alfama", "Lisbon Cathedral", "Livraria Bertrand"],
      [
        "Palácio Fronteira",
        "Jerónimos Monastery",
        "Museu de Marinha",
        "MAC/CCB Contemporary Art Museum",
        "Belém Tower",
      ],
      ["Chiado", "Café A Brasileira", "Arpad Szenes-Vieira da Silva Foundation", "Calouste Gulbenkian Museum"],
    ],
  },
  newYork: {
    city: "New York",
    days: [
      [
        "Statue of Liberty and Ellis Island",
        "Chinatown",
        "Washington Square Park",
        "Strand Bookstore",
        "Whitney Museum of American Art",
      ],
      ["Philadelphia"],
      [
        "St. Patrick's Cathedral",
        "Radio City Music Hall",
        "Broadway Theater District",
        "Times Square",
        "Empire State Building",
      ],
      [
        "Museum of Modern Art",
        "Bethesda Terrace",
        "American Museum of Natural History",
        "Metropolitan Museum of Art",
        "Flushing Chinatown",
      ],
    ],
  },
  london: {
    city: "London",
    days: [
      [
        "Houses of Parliament and Big Ben",
        "Westminster Abbey",
        "Buckingham Palace",
        "Victoria and Albert Museum",
        "Natural History Museum",
      ],
      ["Tower of London", "St Paul's Cathedral", "Tate Modern", "London Eye", "West End Musical"],
      ["British Museum", "National Gallery", "National Portrait Gallery", "Royal Opera House", "South Bank"],
    ],
  },
  tokyo: {
    city: "Tokyo",
    days: [
      ["Tsukiji Outer Market", "Jimbocho Book Town", "Akihabara", "Kanda Myojin", "Ueno Park"],
      ["Toyosu Market", "Shinjuku Gyoen", "Meiji Jingu", "Shibuya Crossing", "Shimokitazawa"],
      ["Senso-ji", "Tokyo Skytree", "Sumida Hokusai Museum", "Ryogoku Kokugikan", "teamLab Planets"],
    ],
  },
  amsterdam: {
    city: "Amsterdam",
    days: [
      ["Rijksmuseum", "Van Gogh Museum", "Stedelijk Museum", "Concertgebouw", "Vondelpark"],
      ["Public Library Amsterdam (OBA)", "Canal Cruise", "Oude Kerk", "Bloemenmarkt", "Foam Photography Museum"],
      ["Jordaan", "Anne Frank House", "Nieuwe Kerk", "Royal Palace Amsterdam", "Dam Square"],
    ],
  },
} as const;

export type PlanKey = keyof typeof PLANS;

export interface FixturePlan {
  destination: Destination;
  preferences: TripPreferences;
  draft: DraftDay[];
  place: (name: string) => Place;
}

export function fixturePlan(key: PlanKey): FixturePlan {
  const { city, days } = PLANS[key];
  const destination = DESTINATIONS.find((d) => d.name === city)!;
  const byName = new Map(destination.places.map((place) => [normalizeText(place.name), place] as const));
  const place = (name: string) => {
    const found = byName.get(normalizeText(name));
    if (!found) throw new Error(`${name} is not a place of ${city}`);
    return found;
  };
  const preferences = createTrip({
    startDate: "2031-06-02",
    numberOfDays: days.length,
    destinationCity: city,
    interests: ["Culture"],
    travelPace: "Balanced",
  });
  const draft = buildDraftDays(
    days.map((names) => names.map(place)),
    planContext(preferences, destination),
  );
  return { destination, preferences, draft, place };
}
