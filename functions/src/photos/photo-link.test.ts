import { describe, expect, it } from "vitest";
import { checkPhotoLink, linkExpiry, PHOTO_WIDTHS, signPhotoPath, snapWidth } from "./photo-link.ts";

const SECRET = "test-secret";
const NOW = Date.UTC(2026, 10, 23, 15, 30);

function parts(path: string) {
  const url = new URL(path, "https://app.example");
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe("photo links", () => {
  it("snaps widths to the few served sizes", () => {
    expect(PHOTO_WIDTHS).toEqual([200, 400, 800]);
    expect([1, 200, 201, 399, 400, 401, 800, 1600, 99999].map(snapWidth)).toEqual([
      200, 200, 400, 400, 400, 800, 800, 800, 800,
    ]);
    expect(signPhotoPath(SECRET, "ChIJx", { width: 650, nowMs: NOW })).toContain("?w=800&");
  });

  it("expires at a UTC day boundary 7 to 8 days ahead, so a day's responses share one link", () => {
    const expiry = linkExpiry(NOW);
    expect(new Date(expiry * 1000).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(signPhotoPath(SECRET, "ChIJx", { nowMs: NOW })).toBe(
      signPhotoPath(SECRET, "ChIJx", { nowMs: NOW + 3600_000 }),
    );
  });

  it("accepts exactly what was signed", () => {
    const { path, query } = parts(signPhotoPath(SECRET, "ChIJx_y-1", { index: 2, nowMs: NOW }));
    expect(path).toMatch(/^\/api\/place-photo\/ChIJx_y-1\/2$/);
    expect(checkPhotoLink(SECRET, path, query, NOW)).toMatchObject({
      ok: true,
      ref: { placeId: "ChIJx_y-1", index: 2, width: 400 },
    });
    // Whatever prefix the hosting rewrite leaves.
    expect(checkPhotoLink(SECRET, "/ChIJx_y-1/2", query, NOW).ok).toBe(true);
  });

  it("refuses unsigned, tampered, foreign and expired links", () => {
    const { path, query } = parts(signPhotoPath(SECRET, "ChIJx", { nowMs: NOW }));
    const check = (p: string, q: Record<string, unknown>, now = NOW) => checkPhotoLink(SECRET, p, q, now);
    expect(check(path, { ...query, sig: undefined })).toEqual({ ok: false, reason: "unsigned" });
    expect(check(path, { w: query.w, exp: query.exp })).toEqual({ ok: false, reason: "unsigned" });
    expect(check(path.replace("ChIJx", "ChIJy"), query)).toEqual({ ok: false, reason: "invalid" });
    expect(check(path.replace(/0$/, "1"), query)).toEqual({ ok: false, reason: "invalid" });
    expect(check(path, { ...query, w: "800" })).toEqual({ ok: false, reason: "invalid" });
    expect(check(path, { ...query, w: "1600" })).toEqual({ ok: false, reason: "invalid" });
    expect(check(path, { ...query, exp: String(Number(query.exp) + 86_400) })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(
      check(path, {
        ...query,
        sig:
          `${query.sig!.slice(0, -1)}A` === query.sig ? `${query.sig!.slice(0, -1)}B` : `${query.sig!.slice(0, -1)}A`,
      }),
    ).toEqual({ ok: false, reason: "invalid" });
    expect(check(path, { ...query, sig: [query.sig, query.sig] })).toEqual({ ok: false, reason: "unsigned" });
    expect(checkPhotoLink("another-secret", path, query, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(check("/api/place-photo/places/ChIJx/photos/AWn5", query)).toEqual({ ok: false, reason: "invalid" });
    expect(check(path, query, Number(query.exp) * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("never signs something that is not a place id", () => {
    expect(() => signPhotoPath(SECRET, "places/x/photos/y")).toThrow();
    expect(() => signPhotoPath(SECRET, "https://evil.example")).toThrow();
  });
});
