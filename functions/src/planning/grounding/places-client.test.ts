import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nameWords, namesSamePlace, SEARCH_PAGE_SIZE, searchPlace, type PlacesSettings } from "./places-client.ts";

describe("namesSamePlace", () => {
  it.each([
    ["Sagrada Familia", "Basílica de la Sagrada Família", "Barcelona"],
    ["Louvre Museum", "Musée du Louvre", "Paris"],
    ["Tokyo Skytree", "TOKYO SKYTREE", "Tokyo, Japan"],
    ["Belém Tower", "Torre de Belém", "Lisbon"],
    ["Jerónimos Monastery", "Mosteiro dos Jerónimos", "Lisbon"],
    ["São Jorge Castle", "Castelo de S. Jorge", "Lisbon"],
    ["Lisbon Oceanarium", "Oceanário de Lisboa", "Lisbon"],
    ["Colosseum", "Colosseo", "Rome"],
    ["Sistine Chapel", "Cappella Sistina", "Rome"],
    ["Kinkaku-ji", "Kinkaku-ji", "Kyoto"],
    ["Kinkakuji Temple", "Kinkaku-ji", "Kyoto"],
    ["Fushimi Inari Shrine", "Fushimi Inari Taisha", "Kyoto"],
    ["St. Peter's Basilica", "St. Peter’s Basilica", "Rome"],
    ["Gulbenkian Museum", "Calouste Gulbenkian Museum", "Lisbon"],
    ["LX Factory", "LXFactory", "Lisbon"],
    ["Lisbon Cathedral", "Lisbon Cathedral", "Lisbon"],
    ["Time Out Market", "Time Out Market Lisboa", "Lisbon"],
  ])("accepts %s as %s", (proposed, candidate, destination) => {
    expect(namesSamePlace(proposed, candidate, destination)).toBe(true);
  });

  it.each([
    ["Museum of Floating Teacups", "National Museum of Ancient Art", "Lisbon"],
    ["Old Town Market", "Time Out Market", "Lisbon"],
    ["Belém Floating Teacup Museum", "Belém Tower", "Lisbon"],
    ["Tokyo Tower", "Tokyo Skytree", "Tokyo, Japan"],
    ["Kinkaku-ji", "Ginkaku-ji", "Kyoto"],
    ["São Jorge Castle", "Igreja de São Roque", "Lisbon"],
    ["Lisbon Cathedral", "Lisbon Oceanarium", "Lisbon"],
    ["Market", "Time Out Market", "Lisbon"],
    ["Gion", "Kiyomizu-dera", "Kyoto"],
    ["Golden Lotus Palace", "Imperial Palace", "Kyoto"],
  ])("refuses %s as %s", (proposed, candidate, destination) => {
    expect(namesSamePlace(proposed, candidate, destination)).toBe(false);
  });

  it("folds accents, case, punctuation and stop words", () => {
    expect(nameWords("Basílica de la Sagrada Família")).toEqual(["basilica", "sagrada", "familia"]);
    expect(nameWords("L'Oceanário — Straße")).toEqual(["oceanario", "strasse"]);
  });
});

/** A fake of Places text search answering with a fixed list, as the real one answers with whatever is near. */
let server: Server;
let answer: unknown[] = [];
const received: { body: any; apiKey: string | undefined }[] = [];
let settings: PlacesSettings;

function place(id: string, name: string, lat = 38.7, lng = -9.2) {
  return {
    id,
    displayName: { text: name, languageCode: "en" },
    location: { latitude: lat, longitude: lng },
    formattedAddress: `${name}, Lisbon`,
    photos: [
      {
        name: `places/${id}/photos/p1`,
        authorAttributions: [{ displayName: `Author ${id}`, uri: `https://maps.google.com/maps/contrib/${id}` }],
      },
    ],
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      apiKey: req.headers["x-goog-api-key"] as string | undefined,
    });
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ places: answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  settings = { serverKey: "server-key", baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("searchPlace", () => {
  const near = { centre: { lat: 38.72, lng: -9.14 }, radiusKm: 60 };
  beforeEach(() => {
    received.length = 0;
  });

  it("refuses whatever real place is nearby when its name is not the one proposed", async () => {
    answer = [
      place("ChIJmnaa", "National Museum of Ancient Art"),
      place("ChIJmaat", "MAAT - Museum of Art, Architecture and Technology"),
    ];
    expect(await searchPlace("Museum of Floating Teacups, Lisbon", near, settings)).toBeNull();
    answer = [place("ChIJtimeout", "Time Out Market")];
    expect(
      await searchPlace("Old Town Market, Lisbon", near, settings, { expectedName: "Old Town Market" }),
    ).toBeNull();
  });

  it("takes the first of the top results whose name matches, asking for only a few", async () => {
    answer = [
      place("ChIJtower", "Belém Tower Viewpoint Café"),
      place("ChIJjeronimos", "Mosteiro dos Jerónimos", 38.6979, -9.2068),
      place("ChIJjeronimos2", "Jerónimos Monastery"),
    ];
    const match = await searchPlace("Jerónimos Monastery, Lisbon, Portugal", near, settings, {
      expectedName: "Jerónimos Monastery",
    });
    expect(match).toEqual({
      id: "ChIJjeronimos",
      name: "Mosteiro dos Jerónimos",
      location: { lat: 38.6979, lng: -9.2068 },
      address: "Mosteiro dos Jerónimos, Lisbon",
      photoCredit: { name: "Author ChIJjeronimos", uri: "https://maps.google.com/maps/contrib/ChIJjeronimos" },
      photoCredits: [{ name: "Author ChIJjeronimos", uri: "https://maps.google.com/maps/contrib/ChIJjeronimos" }],
      periods: null,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.apiKey).toBe("server-key");
    expect(received[0]!.body).toMatchObject({
      textQuery: "Jerónimos Monastery, Lisbon, Portugal",
      pageSize: SEARCH_PAGE_SIZE,
      languageCode: "en",
    });
    expect(SEARCH_PAGE_SIZE).toBeLessThanOrEqual(5);
  });

  it("without an expected name, compares with the query up to its first comma, not the destination", async () => {
    // "Lisbon" is the destination: a Lisbon place sharing only that word is not the invented one.
    answer = [place("ChIJsto", "Lisbon Story Centre")];
    expect(await searchPlace("Lisbon Floating Teacups, Lisbon", near, settings)).toBeNull();
    answer = [place("ChIJbelem", "Torre de Belém")];
    expect(await searchPlace("Belém Tower, Lisbon", near, settings)).toMatchObject({
      id: "ChIJbelem",
      name: "Torre de Belém",
    });
  });

  it("skips results without an id, a location or a name", async () => {
    answer = [
      { ...place("", "Torre de Belém") },
      { ...place("ChIJx", "Torre de Belém"), location: {} },
      { ...place("ChIJy", "x"), displayName: undefined },
    ];
    expect(await searchPlace("Belém Tower, Lisbon", near, settings)).toBeNull();
  });
});
