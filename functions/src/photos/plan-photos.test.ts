import type { Activity } from "@itinerary/contract";
import { describe, expect, it } from "vitest";
import { photoSigner, withoutPhotoLinks, withPhotoLinks } from "./plan-photos.ts";

const activity = (extra: Partial<Activity>): Activity => ({
  name: "Stop",
  transport: "",
  highlight: "",
  opening_hours: "",
  entry_fee: "",
  ...extra,
});
const signer = (placeId: string) => `/api/place-photo/${placeId}/0?signed`;

describe("plan photo links", () => {
  it("links a stop's photo only with a place id and an author to credit, replacing whatever it carried", () => {
    const days = [
      {
        day: 1,
        activities: [
          activity({
            place_id: "ChIJa",
            image_attribution: { name: "Ana" },
            image_urls: ["https://tracker.example/pixel.gif"],
          }),
          activity({ place_id: "ChIJb", image_urls: ["/api/place-photo/places/ChIJb/photos/old"] }),
          activity({ image_attribution: { name: "Bo" }, image_urls: ["/x"] }),
          activity({ place_id: "not an id", image_attribution: { name: "Cy" } }),
        ],
      },
    ];
    const linked = withPhotoLinks(days, signer);
    expect(linked[0]!.activities.map((a) => a.image_urls)).toEqual([
      ["/api/place-photo/ChIJa/0?signed"],
      [],
      [],
      undefined,
    ]);
    expect(withPhotoLinks(days, null)[0]!.activities.map((a) => a.image_urls)).toEqual([[], [], [], undefined]);
  });

  it("stores no links at all", () => {
    const stored = withoutPhotoLinks([
      { day: 1, activities: [activity({ place_id: "ChIJa", image_urls: ["/api/place-photo/ChIJa/0?sig=x"] })] },
    ]);
    expect(stored[0]!.activities[0]).not.toHaveProperty("image_urls");
    expect(stored[0]!.activities[0]).toHaveProperty("place_id", "ChIJa");
  });

  it("signs only when photos can be served: a Maps key and a link secret", () => {
    const maps = {
      serverKey: "k",
      placesBaseUrl: null,
      callsPerStop: 2,
      maxCallsPerRequest: 10,
      photoLinkSecret: "s",
      photoDailyBudget: 1,
    };
    expect(photoSigner({ maps })!("ChIJa")).toMatch(/^\/api\/place-photo\/ChIJa\/0\?w=400&exp=\d+&sig=[\w-]{43}$/);
    expect(photoSigner({ maps: { ...maps, serverKey: null } })).toBeNull();
    expect(photoSigner({ maps: { ...maps, photoLinkSecret: null } })).toBeNull();
  });
});
