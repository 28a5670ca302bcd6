import { describe, expect, it } from "vitest";
import { DEFAULT_TILE_URL, tileServerOrigin, tileUrlPattern } from "./map-tiles";

describe("tileUrlPattern", () => {
  it("matches the default server's tiles and nothing else", () => {
    const pattern = tileUrlPattern(DEFAULT_TILE_URL);
    expect(pattern.test("https://tile.openstreetmap.org/14/7780/6200.png")).toBe(true);
    expect(pattern.test("https://tile.openstreetmap.org.evil.example/14/1/2.png")).toBe(false);
    expect(pattern.test("https://example.org/?u=https://tile.openstreetmap.org/1/2/3.png")).toBe(false);
  });

  it("matches any subdomain of a {s} template, and a template on the app's own origin by its path", () => {
    const pattern = tileUrlPattern("https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png?key=abc");
    expect(pattern.test("https://b.tiles.example.org/14/7781/6200@2x.png?key=abc")).toBe(true);
    expect(pattern.test("https://tiles.example.org/14/1/2.png")).toBe(false);
    const local = tileUrlPattern("/tiles/{z}/{x}/{y}.png");
    expect(local.test("http://127.0.0.1:5000/tiles/3/4/5.png")).toBe(true);
    expect(local.test("http://127.0.0.1:5000/assets/app.js")).toBe(false);
  });
});

describe("tileServerOrigin", () => {
  it("gives the tiles' server, a {s} template's first subdomain, and none on the app's own origin", () => {
    expect(tileServerOrigin(DEFAULT_TILE_URL, "https://trips.example.com/plan/1")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileServerOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png", "https://trips.example.com/")).toBe(
      "https://a.tiles.example.org",
    );
    expect(tileServerOrigin("/tiles/{z}/{x}/{y}.png", "https://trips.example.com/")).toBeNull();
    expect(
      tileServerOrigin("https://trips.example.com/tiles/{z}/{x}/{y}.png", "https://trips.example.com/"),
    ).toBeNull();
  });
});
