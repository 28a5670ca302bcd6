import { INTERESTS, type Interest } from "@itinerary/contract";
import type { Category, Destination, Place, Weekday } from "./place.ts";
import { isDayTrip } from "../model/plan.ts";

/**
 * A synthetic destination for tests and benchmarks, independent of the curated data: places spread
 * over a city of ~10 km with a few outliers and day trips, awkward opening hours (a morning market,
 * evening-only venues, weekday closures) and a mix of free and paid entry. Built from a fixed seed,
 * so every run sees the same city.
 */
export function testDestination(
  options: { name?: string; seed?: number; places?: number; lat?: number; lng?: number } = {},
): Destination {
  const name = options.name ?? "Testville";
  let state = options.seed ?? 42;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const lat = options.lat ?? 48.2;
  const lng = options.lng ?? 16.37;
  const count = options.places ?? 95;
  const cityCategories: Category[] = [
    "landmark",
    "museum",
    "gallery",
    "park",
    "garden",
    "viewpoint",
    "market",
    "neighbourhood",
    "religious",
    "food",
    "shopping",
    "entertainment",
    "beach",
    "nature",
  ];
  const places: Place[] = [];
  for (let i = 0; i < count; i++) {
    const daytrip = i % 16 === 15;
    const category: Category = daytrip ? "daytrip" : cityCategories[i % cityCategories.length]!;
    const radiusKm = daytrip ? 30 + random() * 80 : i % 11 === 10 ? 12 + random() * 15 : random() * 6;
    const angle = random() * 2 * Math.PI;
    const placeLat = lat + (radiusKm * Math.sin(angle)) / 111.32;
    const placeLng = lng + (radiusKm * Math.cos(angle)) / (111.32 * Math.cos((lat * Math.PI) / 180));
    const kind = random();
    let hours: Place["hours"] = null;
    if (daytrip) hours = { open: "09:00", close: "18:00" };
    else if (category === "market" && i % 3 === 0) hours = { open: "07:00", close: "13:00" };
    else if (category === "entertainment") hours = { open: "18:00", close: "23:00" };
    else if (kind < 0.4) hours = null;
    else if (kind < 0.7) hours = { open: "09:00", close: "18:00" };
    else hours = { open: "10:00", close: "17:00" };
    const closed: Weekday[] = hours && random() < 0.3 ? [random() < 0.6 ? "Mon" : "Tue"] : [];
    const feeUsd = random() < 0.5 ? 0 : Math.round(5 + random() * 25);
    const interests: Interest[] = [INTERESTS[i % INTERESTS.length]!, INTERESTS[(i * 7 + 3) % INTERESTS.length]!].filter(
      (v, k, a) => a.indexOf(v) === k,
    );
    places.push({
      name: `${name} ${category} ${i + 1}`,
      category,
      lat: Math.round(placeLat * 1e5) / 1e5,
      lng: Math.round(placeLng * 1e5) / 1e5,
      minutes: daytrip ? 480 : 30 + 15 * Math.floor(random() * 12),
      hours,
      closed,
      feeUsd,
      interests,
      postcode: i % 4 === 0 ? null : `${1000 + i}`,
      highlight: `A synthetic ${category} used to exercise the offline planner.`,
    });
  }
  return {
    slug: name.toLowerCase(),
    name,
    countryCode: "TV",
    country: "Testland",
    aliases: [`${name}stadt`, "Tëst Ville"],
    lat,
    lng,
    stay: { area: "Old Town", nightlyUsd: { Hostel: 30, Hotel: 120, Airbnb: 95, Luxury: 350 } },
    foodUsdPerDay: 40,
    transitUsdPerDay: 7,
    mustSee: places
      .filter((place) => !isDayTrip(place))
      .slice(0, 12)
      .map((place) => place.name),
    places,
  };
}
