/**
 * What a Places API (New) call costs is set by its field mask: the call is billed at the highest tier
 * any masked field belongs to (Google's "Place Data Fields (New)" table, SKUs since March 2025). Only
 * the fields we ask for are listed here; a field not listed is treated as Enterprise, so a mask that
 * grows without this table being updated shows up as the dearest SKU in the bench and the tests.
 */
export type PlacesTier = "Essentials IDs Only" | "Essentials" | "Pro" | "Enterprise";
export type PlacesCall = "Text Search" | "Place Details";

const TIERS: readonly PlacesTier[] = ["Essentials IDs Only", "Essentials", "Pro", "Enterprise"];

/** Place Details: the tier of each top-level field we use. */
const DETAILS_FIELDS: Record<string, PlacesTier> = {
  id: "Essentials IDs Only",
  name: "Essentials IDs Only",
  photos: "Essentials IDs Only",
  attributions: "Essentials IDs Only",
  formattedAddress: "Essentials",
  location: "Essentials",
  displayName: "Pro",
  regularOpeningHours: "Enterprise",
};

/** Text Search: the same fields under `places.`; only ids are below Pro here. */
const SEARCH_FIELDS: Record<string, PlacesTier> = {
  id: "Essentials IDs Only",
  name: "Essentials IDs Only",
  attributions: "Essentials IDs Only",
  formattedAddress: "Pro",
  location: "Pro",
  photos: "Pro",
  displayName: "Pro",
  regularOpeningHours: "Enterprise",
};

/** The SKU a call with this field mask is billed at, e.g. "Place Details Essentials". */
export function skuOf(call: PlacesCall, fieldMask: string): string {
  const table = call === "Text Search" ? SEARCH_FIELDS : DETAILS_FIELDS;
  let tier = 0;
  for (const raw of fieldMask.split(",")) {
    const path = raw.trim();
    if (!path) continue;
    const field = (call === "Text Search" ? path.replace(/^places\./, "") : path).split(".")[0]!;
    tier = Math.max(tier, TIERS.indexOf(table[field] ?? "Enterprise"));
  }
  return `${call} ${TIERS[tier]}`;
}

/** The billed photo fetch (GET {photo}/media) has its own SKU, whatever the mask of the call that named the photo. */
export const PHOTO_SKU = "Place Details Photos";
