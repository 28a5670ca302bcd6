// Places calls and their SKUs for one 7-day plan, through the real pipeline against the strict Places
// fake: the draft (stops searched by name), the final plan (stops refreshed by id) and the photos.
// Goal: no more than one Places call per stop per request. The final plan also locates the stay its
// days start from (one Text Search Pro per distinct accommodation), shown on its own line.
import { TripPreferences, type DraftDay, type FinalDay } from "@itinerary/contract";
import { startPlacesFake, type PlacesRequest } from "../test/places-fake.ts";
import { resetConfig } from "../src/config.ts";
import { clearPhotoCache, placePhotoHandler } from "../src/endpoints/place-photo.ts";
import type { PhotoMiss } from "../src/store/photo-misses.ts";
import type { PlanGenerator } from "../src/planning/generators/generator.ts";
import { placesBudgetFor } from "../src/planning/grounding/places-budget.ts";
import { STAY_SEARCH_FIELD_MASK } from "../src/planning/grounding/places-client.ts";
import { PHOTO_SKU, skuOf } from "../src/planning/grounding/places-skus.ts";
import { DESTINATIONS } from "../src/planning/guide/destinations/index.ts";
import { planDraft } from "../src/planning/generators/offline/planner.ts";
import { draftTrip, finalizeTrip } from "../src/planning/pipeline/pipeline.ts";
import { photoSigner } from "../src/photos/plan-photos.ts";
import { resolveTripOf } from "../src/planning/trip/resolved-trip.ts";

const destination = DESTINATIONS.find((d) => d.slug === "lisbon") ?? DESTINATIONS[0]!;
const preferences = TripPreferences.parse({
  startDate: "2031-06-02",
  numberOfDays: 7,
  destinationCity: destination.name,
  travelPace: "Balanced",
  accommodation: ["Hotel"],
  interests: ["Culture", "Food", "Historical"],
  totalBudget: 5000,
});

// What a model would propose: real places without ids (the offline planner's choice, ids stripped).
const proposed: DraftDay[] = planDraft(preferences, [destination]).itinerary.map((day) => ({
  day: day.day,
  activities: day.activities.map(({ image_urls: _u, ...a }) => a),
}));
const stayArea = "Chiado";
const stops = proposed.reduce((sum, day) => sum + day.activities.length, 0);
const model: PlanGenerator = {
  kind: "gemini",
  guide: DESTINATIONS,
  capabilities: { guideOnly: false, curatedPlaces: false, reportsRevisions: false, timesFinalPlan: false },
  finishesInline: async () => false,
  draft: async () => ({ itinerary: structuredClone(proposed), notices: [] }),
  revise: async (_trip, current) => ({ itinerary: current, notices: [] }),
  // The model's final plan keeps the draft's stops and ids, as the Gemini generator's does.
  finalize: async (_trip, current) => ({
    structured_plan: current.map((day): FinalDay => ({
      day: day.day,
      accommodation_suggestion: `Hotel in ${stayArea}, about $150 a night`,
      estimated_daily_cost: "",
      activities: day.activities.map((a) => ({ ...a, time: "" })),
    })),
    summary_text: "",
    notices: [],
  }),
};

const fake = await startPlacesFake([
  ...destination.places.map((place, i) => ({
    name: place.name,
    id: `ChIJbench${i}`,
    lat: place.lat,
    lng: place.lng,
    address: `${place.name}, ${destination.name}`,
    photos: [`photo${i}a`, `photo${i}b`],
    hours: place.hours ? { open: place.hours.open, close: place.hours.close, closedDays: [] } : undefined,
  })),
  {
    name: stayArea,
    id: "ChIJbenchstay",
    lat: 38.7107,
    lng: -9.1424,
    address: `${stayArea}, ${destination.name}`,
    photos: [],
  },
]);
process.env.GOOGLE_MAPS_SERVER_KEY = "bench-key";
process.env.PLACES_BASE_URL = fake.baseUrl;
// Outside the emulator suite the base-URL override and the link secret must be set explicitly.
Object.assign(process.env, {
  GCLOUD_PROJECT: "demo-bench",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:1",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:1",
  PHOTO_LINK_SECRET: "bench-secret",
});
resetConfig();
const settings = { serverKey: "bench-key", baseUrl: fake.baseUrl };

function skus(requests: readonly PlacesRequest[]): string {
  const counts = new Map<string, number>();
  for (const r of requests) {
    const sku =
      r.method === "searchText"
        ? skuOf("Text Search", r.fieldMask ?? "")
        : r.method === "details"
          ? skuOf("Place Details", r.fieldMask ?? "")
          : PHOTO_SKU;
    counts.set(sku, (counts.get(sku) ?? 0) + 1);
  }
  return [...counts].map(([sku, n]) => `${n} x ${sku}`).join(", ") || "none";
}

function line(label: string, requests: readonly PlacesRequest[], perStopGoal = true): void {
  const perStop = requests.length / stops;
  const verdict = perStopGoal ? (perStop <= 1 ? "  (goal <= 1 per stop: met)" : "  (goal <= 1 per stop: MISSED)") : "";
  console.log(
    `${label.padEnd(34)} ${String(requests.length).padStart(3)} calls  ${perStop.toFixed(2)} per stop   ${skus(requests)}${verdict}`,
  );
}

console.log(`7-day ${destination.name} plan, Balanced pace: ${stops} stops`);
const draft = await draftTrip(preferences, "", {
  generator: model,
  trip: resolveTripOf(preferences),
  places: settings,
  budget: placesBudgetFor(7, "Balanced"),
  photos: photoSigner(),
});
line("draft (generate)", fake.requests);
fake.reset();
const final = await finalizeTrip(draft.itinerary, preferences, {
  generator: model,
  trip: resolveTripOf(preferences, draft.itinerary),
  places: settings,
  budget: placesBudgetFor(7, "Balanced"),
  photos: photoSigner(),
});
const isStayLookup = (r: PlacesRequest) => r.fieldMask === STAY_SEARCH_FIELD_MASK;
line(
  "final plan (finalize), its stops",
  fake.requests.filter((r) => !isStayLookup(r)),
);
line("final plan (finalize), its stay", fake.requests.filter(isStayLookup), false);
fake.reset();

// Showing the final plan once: every photo is a cache miss; showing it again costs nothing.
const links = final.structured_plan.flatMap((day) => day.activities.flatMap((a) => a.image_urls ?? []));
// The daily budget and the remembered misses, in memory: this bench counts calls to Places, not Firestore.
const misses = new Map<string, PhotoMiss>();
const handler = placePhotoHandler({
  takeFetch: async () => ({ day: "bench", shard: 0 }),
  giveBack: async () => undefined,
  recallMiss: async (key, nowMs) => {
    const miss = misses.get(key);
    return miss && miss.untilMs > nowMs ? miss : null;
  },
  rememberMiss: async (key, miss) => {
    misses.set(key, miss);
  },
  now: Date.now,
});
clearPhotoCache();
async function view(): Promise<void> {
  for (const link of links) {
    const url = new URL(link, "http://bench");
    const res = {
      statusCode: 0,
      headers: {} as Record<string, string>,
      setHeader(k: string, v: string) {
        this.headers[k] = v;
      },
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      end() {},
      json() {},
    };
    await handler(
      { method: "GET", path: url.pathname, query: Object.fromEntries(url.searchParams) } as never,
      res as never,
    );
    if (res.statusCode !== 200) throw new Error(`photo answered ${res.statusCode}`);
  }
}
await view();
line(`photos, first view (${links.length} shown)`, fake.requests, false);
fake.reset();
await view();
line("photos, second view", fake.requests, false);
await fake.close();
