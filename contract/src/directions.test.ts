import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions.ts";

describe("directionsUrl", () => {
  it("needs at least two stops", () => {
    expect(directionsUrl([])).toBeNull();
    expect(directionsUrl([{ name: "Belém Tower" }])).toBeNull();
  });

  it("routes by name from the first stop to the last through the others, driving", () => {
    const url = new URL(directionsUrl([{ name: "Belém Tower" }, { name: "Jerónimos Monastery" }, { name: "LX Factory" }, { name: "Time Out Market" }])!);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe("Belém Tower");
    expect(url.searchParams.get("destination")).toBe("Time Out Market");
    expect(url.searchParams.get("waypoints")).toBe("Jerónimos Monastery|LX Factory");
    expect(url.searchParams.get("travelmode")).toBe("driving");
    expect(url.searchParams.has("waypoint_place_ids")).toBe(false);
  });

  it("adds place ids, for waypoints only when every waypoint has one", () => {
    const all = new URL(directionsUrl([{ name: "A", place_id: "pa" }, { name: "B", place_id: "pb" }, { name: "C", place_id: "pc" }])!);
    expect(all.searchParams.get("origin_place_id")).toBe("pa");
    expect(all.searchParams.get("waypoint_place_ids")).toBe("pb");
    expect(all.searchParams.get("destination_place_id")).toBe("pc");
    const some = new URL(directionsUrl([{ name: "A" }, { name: "B", place_id: "pb" }, { name: "C" }, { name: "D" }])!);
    expect(some.searchParams.has("origin_place_id")).toBe(false);
    expect(some.searchParams.has("waypoint_place_ids")).toBe(false);
  });

  it("encodes names so that none can add a parameter or split a waypoint", () => {
    const url = new URL(directionsUrl([{ name: "Rock & Roll | Bar" }, { name: "x&travelmode=walking#y" }, { name: "Café" }])!);
    expect(url.searchParams.get("origin")).toBe("Rock & Roll   Bar");
    expect(url.searchParams.get("waypoints")).toBe("x&travelmode=walking#y");
    expect(url.searchParams.getAll("travelmode")).toEqual(["driving"]);
    expect(url.hash).toBe("");
  });
});
