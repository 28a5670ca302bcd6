import { describe, expect, it } from "vitest";
import { directionsUrl } from "./directions.ts";

/** The link's base and decoded query parameters (the contract has no URL class: it runs anywhere). */
function parse(url: string | null): { base: string; params: [string, string][] } {
  expect(url).not.toBeNull();
  const [base, query = ""] = url!.split("?");
  expect(url).not.toContain("#");
  return {
    base: base!,
    params: query.split("&").map((pair) => {
      const [key, value = ""] = pair.split("=");
      return [key!, decodeURIComponent(value)];
    }),
  };
}

const param = (url: string | null, key: string) => parse(url).params.filter(([name]) => name === key).map(([, value]) => value);

describe("directionsUrl", () => {
  it("needs at least two stops", () => {
    expect(directionsUrl([])).toBeNull();
    expect(directionsUrl([{ name: "Belém Tower" }])).toBeNull();
  });

  it("routes by name from the first stop to the last through the others, driving", () => {
    const url = directionsUrl([{ name: "Belém Tower" }, { name: "Jerónimos Monastery" }, { name: "LX Factory" }, { name: "Time Out Market" }]);
    expect(parse(url).base).toBe("https://www.google.com/maps/dir/");
    expect(parse(url).params).toEqual([
      ["api", "1"],
      ["origin", "Belém Tower"],
      ["destination", "Time Out Market"],
      ["waypoints", "Jerónimos Monastery|LX Factory"],
      ["travelmode", "driving"],
    ]);
    expect(url).toContain("waypoints=Jer%C3%B3nimos%20Monastery|LX%20Factory");
  });

  it("adds place ids, for waypoints only when every waypoint has one", () => {
    const all = directionsUrl([{ name: "A", place_id: "pa" }, { name: "B", place_id: "pb" }, { name: "C", place_id: "pc" }]);
    expect(param(all, "origin_place_id")).toEqual(["pa"]);
    expect(param(all, "waypoint_place_ids")).toEqual(["pb"]);
    expect(param(all, "destination_place_id")).toEqual(["pc"]);
    const some = directionsUrl([{ name: "A" }, { name: "B", place_id: "pb" }, { name: "C" }, { name: "D" }]);
    expect(param(some, "origin_place_id")).toEqual([]);
    expect(param(some, "waypoint_place_ids")).toEqual([]);
  });

  it("encodes names so that none can add a parameter or split a waypoint", () => {
    const url = directionsUrl([{ name: "Rock & Roll | Bar" }, { name: "x&travelmode=walking#y" }, { name: "Café" }]);
    expect(param(url, "origin")).toEqual(["Rock & Roll   Bar"]);
    expect(param(url, "waypoints")).toEqual(["x&travelmode=walking#y"]);
    expect(param(url, "travelmode")).toEqual(["driving"]);
  });
});
