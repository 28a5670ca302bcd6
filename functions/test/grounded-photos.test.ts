import "./functions-firestore.ts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenerateFinalPlanRequest } from "@itinerary/contract";
import { resetConfig } from "../src/config.ts";
import { getItinerary, saveItinerary } from "../src/endpoints/saved-itineraries.ts";
import { PlacesBudget } from "../src/planning/grounding/places-budget.ts";
import { groundPlan } from "../src/planning/grounding/post-process.ts";
import { resolveTrip } from "../src/planning/trip/resolved-trip.ts";
import { placesSettings } from "../src/jobs/select-generator.ts";
import { planWork } from "../src/jobs/work.ts";
import { createOfflineGenerator } from "../src/planning/generators/offline/generator.ts";
import { createDraftPlan, createTrip } from "./data-generators.ts";
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

  it("in a plan action's answer, are made only for ids Google gave this run, never for a client's id Places could not check", async () => {
    places.reset();
    // The draft comes back from the client: one stop to search, one carrying an id and a credit of its own.
    const credit = { name: "Aiko", uri: "https://maps.google.com/maps/contrib/1" };
    const request = GenerateFinalPlanRequest.parse({
      preferences: createTrip({ destinationCity: "Kyoto", numberOfDays: 1 }),
      currentItinerary: createDraftPlan([
        { activities: [stop(KYOTO.kinkakuji), stop(KYOTO.nijo, { place_id: CHOSEN, image_attribution: credit })] },
      ]),
    });
    // Places cannot answer for the client's id this time: the stop is kept unchecked, as the traveller had it.
    places.fail(500, 1, "details");
    const answer = (await planWork({ kind: "finalize", request }, createOfflineGenerator()).run({})) as {
      structured_plan: { activities: { name: string; place_id?: string; image_urls?: string[] }[] }[];
    };
    expect(places.requests.filter((r) => r.method === "details").map((r) => r.placeId)).toEqual([CHOSEN]);
    const shown = answer.structured_plan.flatMap((day) => day.activities);
    const kinkaku = shown.find((activity) => activity.place_id === GROUNDED)!;
    expect(kinkaku.image_urls).toHaveLength(1);
    expect(kinkaku.image_urls![0]).toMatch(new RegExp(`^/api/place-photo/${GROUNDED}/0\\?`));
    const chosen = shown.find((activity) => activity.place_id === CHOSEN)!;
    expect(chosen.name).toBe(KYOTO.nijo.name);
    expect(chosen.image_urls ?? []).toEqual([]);
  });
});
