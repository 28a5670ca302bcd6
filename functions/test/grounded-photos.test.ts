import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "../src/config.ts";
import { getItinerary, saveItinerary } from "../src/endpoints/saved-itineraries.ts";
import { PlacesBudget } from "../src/planning/grounding/places-budget.ts";
import { groundPlan } from "../src/planning/grounding/post-process.ts";
import { resolveTrip } from "../src/planning/trip/resolved-trip.ts";
import { placesSettings } from "../src/jobs/select-generator.ts";
import { KYOTO, stop } from "./kyoto-stops.ts";
import { mount } from "./mount.ts";
import { startPlacesFake, type PlacesFake } from "./places-fake.ts";
import { savedPlan } from "./saved-plan.ts";
import { db, signUpWithProfile } from "./support.ts";

/**
 * Photo links are signed only for place ids this server grounded (photos/grounded-places.ts): a saved
 * plan comes back from a client, and a client may have put any id in it.
 */
let places: PlacesFake;
const GROUNDED = "ChIJgroundedKinkaku";
const CHOSEN = "ChIJclientChosenPlace";

beforeAll(async () => {
  places = await startPlacesFake(
    [
      {
        name: "Kinkaku-ji",
        id: GROUNDED,
        lat: KYOTO.kinkakuji.latitude,
        lng: KYOTO.kinkakuji.longitude,
        address: "Kyoto",
        photos: ["AWn5p0"],
      },
    ],
    "maps-key",
  );
  Object.assign(process.env, { GOOGLE_MAPS_SERVER_KEY: "maps-key", PLACES_BASE_URL: places.baseUrl });
  resetConfig();
  await db.doc(`groundedPlaces/${GROUNDED}`).delete();
  await db.doc(`groundedPlaces/${CHOSEN}`).delete();
});
afterAll(async () => {
  await places.close();
  delete process.env.GOOGLE_MAPS_SERVER_KEY;
  delete process.env.PLACES_BASE_URL;
  resetConfig();
});

describe("signed photo links", () => {
  it("are made for ids Google gave our grounding, never for an id a client put in a saved plan", async () => {
    // Grounding a plan through the Places API records the id it was given.
    const grounded = await groundPlan([{ day: 1, activities: [stop(KYOTO.kinkakuji)] }], {
      trip: resolveTrip({ destination: "Kyoto" }),
      confirmPlaces: true,
      places: placesSettings(),
      budget: new PlacesBudget(10),
    });
    const kinkaku = grounded.days[0]!.activities[0]! as { place_id?: string };
    expect(kinkaku.place_id).toBe(GROUNDED);
    expect((await db.doc(`groundedPlaces/${GROUNDED}`).get()).exists).toBe(true);

    const user = await signUpWithProfile();
    const plan = savedPlan("Kyoto");
    const credit = { name: "Aiko", uri: "https://maps.google.com/maps/contrib/1" };
    // Facts fetched just now, so reading the plan back does not refresh them from Places (which would drop
    // an id it does not know): what is tested here is which ids get a signed link.
    const fresh = { image_attribution: credit, source: "places", places_fetched_at: new Date().toISOString() };
    Object.assign(plan.itinerary[0]!.activities[0]!, { place_id: GROUNDED, ...fresh });
    Object.assign(plan.itinerary[0]!.activities[1]!, { place_id: CHOSEN, ...fresh });
    const auth = (call: request.Test) => call.set("Authorization", `Bearer ${user.idToken}`);
    const saved = await auth(request(mount(saveItinerary)).post("/")).send(plan);
    expect(saved.status).toBe(200);

    const opened = await auth(request(mount(getItinerary)).get(`/${saved.body.id}`));
    expect(opened.status).toBe(200);
    const [first, second] = opened.body.itinerary[0].activities;
    expect(first.image_urls).toHaveLength(1);
    expect(first.image_urls[0]).toMatch(new RegExp(`^/api/place-photo/${GROUNDED}/0\\?`));
    // The client's own id keeps its credit but gets no link: the app shows its placeholder.
    expect(second.place_id).toBe(CHOSEN);
    expect(second.image_urls ?? []).toEqual([]);
  });
});
