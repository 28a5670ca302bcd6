import { p, type Destination } from "../place.ts";

// Example of the format; the full file has about 90 places.
export const lisbon: Destination = {
  slug: "lisbon",
  name: "Lisbon",
  countryCode: "PT",
  country: "Portugal",
  aliases: ["Lisboa", "Lisbonne"],
  lat: 38.7223,
  lng: -9.1393,
  stay: { area: "Baixa and Chiado", nightlyUsd: { Hostel: 35, Hotel: 140, Airbnb: 110, Luxury: 420 } },
  foodUsdPerDay: 45,
  transitUsdPerDay: 8,
  places: [
    p("Belém Tower", "landmark", 38.6916, -9.216, 60, "09:30-18:00", 10, ["Historical", "Culture", "Photography"], "1400-206", "A 16th-century riverside fortress in Manueline style, symbol of the Age of Discoveries.", ["Mon"]),
    p("Jerónimos Monastery", "religious", 38.6979, -9.2068, 90, "09:30-18:00", 12, ["Historical", "Culture"], "1400-206", "Vast Manueline cloister and the tomb of Vasco da Gama.", ["Mon"]),
    p("Miradouro da Senhora do Monte", "viewpoint", 38.7191, -9.1327, 30, "24h", 0, ["Photography", "Cities"], "1170-107", "The highest viewpoint over the castle, the Baixa and the river."),
  ],
};
