import { describe, expect, it } from "vitest";
import {
  DETAILS_FIELD_MASK,
  DETAILS_WITH_HOURS_FIELD_MASK,
  PHOTOS_FIELD_MASK,
  SEARCH_FIELD_MASK,
} from "./places-client.ts";
import { skuOf } from "./places-skus.ts";

describe("skuOf", () => {
  it("bills a call at the highest tier among its masked fields", () => {
    expect(skuOf("Place Details", "id,photos")).toBe("Place Details Essentials IDs Only");
    expect(skuOf("Place Details", "id,location")).toBe("Place Details Essentials");
    expect(skuOf("Place Details", "displayName")).toBe("Place Details Pro");
    expect(skuOf("Text Search", "places.id")).toBe("Text Search Essentials IDs Only");
    expect(skuOf("Text Search", "places.id,places.location")).toBe("Text Search Pro");
  });

  it("treats a field it does not know as Enterprise, so a growing mask cannot look cheap", () => {
    expect(skuOf("Place Details", "id,reviews")).toBe("Place Details Enterprise");
    expect(skuOf("Text Search", "places.*")).toBe("Text Search Enterprise");
  });

  it("prices the masks grounding and the photo path send", () => {
    // The photo path's fresh photo name is the free tier; a refresh without hours is Essentials.
    expect(skuOf("Place Details", PHOTOS_FIELD_MASK)).toBe("Place Details Essentials IDs Only");
    expect(skuOf("Place Details", DETAILS_FIELD_MASK)).toBe("Place Details Essentials");
    expect(skuOf("Place Details", DETAILS_WITH_HOURS_FIELD_MASK)).toBe("Place Details Enterprise");
    // Hours are the only Enterprise field a search needs; without them it would be Pro.
    expect(skuOf("Text Search", SEARCH_FIELD_MASK)).toBe("Text Search Enterprise");
    expect(skuOf("Text Search", SEARCH_FIELD_MASK.replace(",places.regularOpeningHours", ""))).toBe("Text Search Pro");
    for (const mask of [SEARCH_FIELD_MASK, DETAILS_FIELD_MASK, PHOTOS_FIELD_MASK]) expect(mask).not.toMatch(/\*|\s/);
  });
});
