import type { Destination, PlaceTraits } from "../place.ts";

/**
 * Who a place suits and when it is open, by destination slug and place name. Kept apart from the
 * place lists so those stay one line per place; `withTraits` merges them, and a test checks that
 * every name here is a place of its destination.
 *
 * Seasons are conservative: the part of the year the place is open in every recent year, so a plan
 * never sends anyone to a closed gate (Keukenhof opened 20 March to 11 May in 2025 and 19 March to
 * 10 May in 2026; a Tokyo sumo tournament starts on the second Sunday of its month and lasts 15 days).
 */
export const TRAITS: Readonly<Record<string, Readonly<Record<string, PlaceTraits>>>> = {
  amsterdam: {
    Keukenhof: { season: [{ from: "03-20", to: "05-10" }] },
    "De Wallen": { adultOnly: true },
    Rijksmuseum: { stepFree: true },
    "Van Gogh Museum": { stepFree: true },
    "Foodhallen": { dietTags: ["vegetarian", "vegan", "gluten-free"] },
  },
  auckland: {
    "Rainbow's End": { themePark: true },
    "Auckland Harbour Bridge Climb": { climb: true },
    "Takarunga Mount Victoria": { climb: true },
    "Rangitoto Island": { climb: true },
  },
  bangkok: {
    "Patpong Night Market": { adultOnly: true },
    "Lebua State Tower Sky Bar": { adultOnly: true },
    "Golden Mount (Wat Saket)": { climb: true },
    "Wat Ratchanatdaram and Loha Prasat": { climb: true },
  },
  berlin: {
    "Victory Column": { climb: true },
  },
  "cape-town": {
    "Kirstenbosch Summer Sunset Concerts": { season: [{ from: "12-01", to: "03-31" }] },
    "Platteklip Gorge trail": { climb: true },
    "Lion's Head": { climb: true },
    "Devil's Peak": { climb: true },
  },
  cairo: {
    "Red Pyramid of Dahshur": { climb: true },
    "Bab al-Futuh": { climb: true },
    "Bab Zuweila": { climb: true },
    Felfela: { dietTags: ["vegetarian", "vegan", "halal"] },
  },
  dubai: {
    "IMG Worlds of Adventure": { themePark: true },
    "Meydan Racecourse": { season: [{ from: "11-15", to: "03-31" }] },
    "Dubai Miracle Garden": { season: [{ from: "11-01", to: "04-30" }] },
    "Global Village": { season: [{ from: "10-25", to: "04-30" }] },
  },
  "hong-kong": {
    "Ocean Park": { themePark: true },
    "Lion Rock": { climb: true },
    "Ten Thousand Buddhas Monastery": { climb: true },
    "Dragon's Back": { climb: true },
    "Tian Tan Buddha": { climb: true },
    "Po Lin Monastery": { dietTags: ["vegetarian", "vegan"] },
  },
  kyoto: {
    "Fushimi Inari Taisha": { climb: true },
    "Daimonji hike": { climb: true },
    "Iwatayama Monkey Park": { climb: true },
    "Kurama-dera": { climb: true },
  },
  lisbon: {
    "Casino Lisboa": { adultOnly: true },
  },
  london: {
    "Monument to the Great Fire": { climb: true },
    "British Museum": { stepFree: true },
    "Tate Modern": { stepFree: true },
  },
  marrakech: {
    "Le Comptoir Darna": { adultOnly: true },
  },
  "new-york": {
    "Metropolitan Museum of Art": { stepFree: true },
    "Museum of Modern Art": { stepFree: true },
  },
  paris: {
    "Moulin Rouge": { adultOnly: true },
    "Disneyland Paris": { themePark: true },
    "Arc de Triomphe": { climb: true },
    Montmartre: { climb: true },
    "Louvre Museum": { stepFree: true },
    "Musée d'Orsay": { stepFree: true },
    "Le Marais": { dietTags: ["vegetarian", "vegan", "kosher"] },
    "Marché des Enfants Rouges": { dietTags: ["vegetarian", "vegan", "halal"] },
  },
  prague: {
    "Nerudova Street": { climb: true },
  },
  "rio-de-janeiro": {
    "Lapa Nightlife": { adultOnly: true },
    "Pico da Tijuca": { climb: true },
    "Pedra Bonita": { climb: true },
    "Pedra da Gávea": { climb: true },
    "Morro Dois Irmãos": { climb: true },
    "Forte Duque de Caxias": { climb: true },
    "Parque da Catacumba": { climb: true },
    "Escadaria Selarón": { climb: true },
  },
  rome: {
    // One ticket, valid two days, covers the Colosseum, the Forum and the Palatine.
    Colosseum: { ticketGroup: "colosseum-forum-palatine" },
    "Roman Forum": { ticketGroup: "colosseum-forum-palatine" },
    "Palatine Hill": { ticketGroup: "colosseum-forum-palatine" },
    "St Peter's Dome": { climb: true },
    "Spanish Steps": { climb: true },
    "Scala Santa": { climb: true },
  },
  "san-francisco": {
    "Lyon Street Steps": { climb: true },
    "16th Avenue Tiled Steps": { climb: true },
    "Filbert Street Steps": { climb: true },
    "Lands End": { climb: true },
    "Angel Island": { climb: true },
  },
  seoul: {
    Euljiro: { adultOnly: true },
    "Moonlight Rainbow Fountain": { season: [{ from: "04-01", to: "10-31" }] },
    "Lotte World": { themePark: true },
    Everland: { themePark: true },
    "Ihwa Mural Village": { climb: true },
    Gwanaksan: { climb: true },
    "Bukhansan National Park": { climb: true },
    Dobongsan: { climb: true },
  },
  sydney: {
    "Pylon Lookout": { climb: true },
  },
  singapore: {
    "Universal Studios Singapore": { themePark: true },
    "Bukit Timah Nature Reserve": { climb: true },
  },
  tokyo: {
    "Golden Gai": { adultOnly: true },
    "Tokyo Disneyland": { themePark: true },
    "Tokyo DisneySea": { themePark: true },
    // Grand tournaments in January, May and September; the hall is planned only while one runs.
    "Ryogoku Kokugikan": {
      season: [
        { from: "01-14", to: "01-22" },
        { from: "05-14", to: "05-22" },
        { from: "09-14", to: "09-22" },
      ],
    },
  },
  vancouver: {
    "Rogers Arena": { season: [{ from: "10-10", to: "04-10" }] },
    "Wreck Beach": { climb: true },
    "Quarry Rock": { climb: true },
    "Richmond Night Market": { season: [{ from: "05-15", to: "09-30" }] },
  },
};

/**
 * Places made for children, by what they are: zoos, aquariums, science and natural-history museums,
 * funfairs. Read from the name and highlight so every destination has them without a list; an
 * explicit `kidFriendly` in TRAITS wins.
 */
const FOR_CHILDREN = /\b(zoo|zoological|aquarium|aquàrium|science|sciences|natural history|naturkunde|ciencias naturales|funfair|amusement|playground|dinosaurs?|made for families)\b/i;

/** The destination with its places' traits merged in (places without traits are kept as they are). */
export function withTraits(destination: Destination): Destination {
  const traits = TRAITS[destination.slug] ?? {};
  return {
    ...destination,
    places: destination.places.map((place) => {
      const merged = traits[place.name] ? { ...place, ...traits[place.name] } : place;
      if (merged.kidFriendly !== undefined || merged.adultOnly || !FOR_CHILDREN.test(`${place.name} ${place.highlight}`)) return merged;
      return { ...merged, kidFriendly: true };
    }),
  };
}
