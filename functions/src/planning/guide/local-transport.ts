import type { LatLng } from "../geo/geo.ts";
import type { Destination } from "./place.ts";

/**
 * Where each destination's stay area is (the accommodation suggestion's neighbourhood), so a day's
 * first leg is measured from where the traveller sleeps rather than from the city's centre point,
 * and what its public transport is called, so a leg never says "metro" in a city without one.
 */
const LOCAL: Record<string, { stay: LatLng; transit: string }> = {
  amsterdam: { stay: { lat: 52.374, lng: 4.885 }, transit: "Tram or metro" },
  auckland: { stay: { lat: -36.846, lng: 174.76 }, transit: "Bus or train" },
  bangkok: { stay: { lat: 13.725, lng: 100.53 }, transit: "Skytrain, metro or river boat" },
  barcelona: { stay: { lat: 41.393, lng: 2.164 }, transit: "Metro or bus" },
  berlin: { stay: { lat: 52.5225, lng: 13.402 }, transit: "U-Bahn, S-Bahn or tram" },
  "buenos-aires": { stay: { lat: -34.588, lng: -58.397 }, transit: "Subte or bus" },
  cairo: { stay: { lat: 30.05, lng: 31.233 }, transit: "Metro or taxi" },
  "cape-town": { stay: { lat: -33.915, lng: 18.415 }, transit: "MyCiTi bus or taxi" },
  dubai: { stay: { lat: 25.195, lng: 55.275 }, transit: "Metro or taxi" },
  "hong-kong": { stay: { lat: 22.296, lng: 114.172 }, transit: "MTR or ferry" },
  istanbul: { stay: { lat: 41.015, lng: 28.977 }, transit: "Tram, metro or ferry" },
  kyoto: { stay: { lat: 35.004, lng: 135.769 }, transit: "Bus or subway" },
  lisbon: { stay: { lat: 38.711, lng: -9.139 }, transit: "Metro or tram" },
  london: { stay: { lat: 51.508, lng: -0.12 }, transit: "Tube or bus" },
  marrakech: { stay: { lat: 31.626, lng: -7.989 }, transit: "Taxi or bus" },
  "mexico-city": { stay: { lat: 19.415, lng: -99.165 }, transit: "Metro or Metrobús" },
  "new-york": { stay: { lat: 40.7549, lng: -73.984 }, transit: "Subway or bus" },
  paris: { stay: { lat: 48.859, lng: 2.361 }, transit: "Metro or RER" },
  prague: { stay: { lat: 50.087, lng: 14.418 }, transit: "Tram or metro" },
  "rio-de-janeiro": { stay: { lat: -22.976, lng: -43.193 }, transit: "Metro or bus" },
  rome: { stay: { lat: 41.899, lng: 12.473 }, transit: "Metro or bus" },
  "san-francisco": { stay: { lat: 37.789, lng: -122.408 }, transit: "Muni or BART" },
  seoul: { stay: { lat: 37.564, lng: 126.985 }, transit: "Subway or bus" },
  singapore: { stay: { lat: 1.285, lng: 103.85 }, transit: "MRT or bus" },
  sydney: { stay: { lat: -33.862, lng: 151.208 }, transit: "Train, bus or ferry" },
  tokyo: { stay: { lat: 35.672, lng: 139.765 }, transit: "Subway or JR train" },
  vancouver: { stay: { lat: 49.289, lng: -123.12 }, transit: "SkyTrain or bus" },
};

/** Places reached by boat: their leg is a ferry, never "metro or bus" across the water. */
const BY_FERRY = new Set(
  [
    "Statue of Liberty and Ellis Island",
    "Governors Island",
    "Alcatraz Island",
    "Angel Island",
    "Robben Island",
    "Rangitoto Island",
    "Tiritiri Matangi",
    "Devonport",
    "Torpedo Bay Navy Museum",
    "Waiheke Island",
    "Büyükada",
    "Heybeliada",
    "Maiden's Tower",
    "Ilha de Paquetá",
    "Pulau Ubin",
    "St John's and Lazarus Islands",
    "Bintan Island",
    "Cockatoo Island",
    "Taronga Zoo",
    "Manly Ferry and Manly Beach",
    "Shelly Beach Manly",
    "Bowen Island",
    "Lonsdale Quay Market",
    "Peacock Island",
    "Lamma Island",
    "Cheung Chau",
    "Colonia del Sacramento",
  ].map((name) => name.toLowerCase()),
);

export function reachedByFerry(name: string): boolean {
  return BY_FERRY.has(name.trim().toLowerCase());
}

/** The stay area's coordinates; the destination's centre when the area is not listed. */
export function stayPointOf(destination: Destination): LatLng {
  return LOCAL[destination.slug]?.stay ?? { lat: destination.lat, lng: destination.lng };
}

/** The destination's public transport, as a leg names it. */
export function transitNameOf(destination: Destination): string | undefined {
  return LOCAL[destination.slug]?.transit;
}
