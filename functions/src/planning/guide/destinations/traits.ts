import type { Destination } from "../place.ts";

/**
 * Places made for children, by what they are: zoos, aquariums, science and natural-history museums,
 * funfairs. Read from the name and highlight so every destination has them without a list; an
 * explicit `kidFriendly` on the place's record wins.
 */
const FOR_CHILDREN =
  /\b(zoo|zoological|aquarium|aquàrium|science|sciences|natural history|naturkunde|ciencias naturales|funfair|amusement|playground|dinosaurs?|made for families)\b/i;

/** The destination with the traits read from its places' words added (each record's own traits are kept). */
export function withTraits(destination: Destination): Destination {
  return {
    ...destination,
    places: destination.places.map((place) =>
      place.kidFriendly !== undefined || place.adultOnly || !FOR_CHILDREN.test(`${place.name} ${place.highlight}`)
        ? place
        : { ...place, kidFriendly: true },
    ),
  };
}
