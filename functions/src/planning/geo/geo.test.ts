import { describe, expect, it } from "vitest";
import { distanceKm, medianPoint } from "./geo.ts";

describe("geo", () => {
  it("measures Paris to London at about 344 km", () => {
    expect(distanceKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(343.5, 0);
  });

  it("puts the median centre among the cluster, not at the mean a far outlier drags", () => {
    const cluster = [
      { lat: 41.89, lng: 12.49 },
      { lat: 41.9, lng: 12.47 },
      { lat: 41.91, lng: 12.5 },
      { lat: 41.88, lng: 12.48 },
    ];
    const centre = medianPoint([...cluster, { lat: -33.86, lng: 151.2 }])!;
    expect(distanceKm(centre, { lat: 41.895, lng: 12.485 })).toBeLessThan(2);
  });

  it("averages the middle two of an even count and has no centre for no points", () => {
    expect(
      medianPoint([
        { lat: 0, lng: 0 },
        { lat: 2, lng: 4 },
      ]),
    ).toEqual({ lat: 1, lng: 2 });
    expect(medianPoint([])).toBeNull();
  });
});
