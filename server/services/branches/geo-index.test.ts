import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Branch } from "../../../core/catalogue-types.js";
import { distanceInMiles } from "../../../core/geo.js";
import { BranchGeoIndex, roundMiles } from "./geo-index.js";

const branchAt = (id: number, latitude: number | null, longitude: number | null): Branch => ({
  id,
  name: `Branch "${id}"`,
  type: "Hire Centre",
  email: `b${id}@example.com`,
  phone: "01234 567890",
  fullAddress: `${id} High Street\nTown`,
  postcode: "AB1 2CD",
  latitude,
  longitude,
  openingHours: '{"Monday":"08:00 - 17:00"}',
});

// Branches and searches over Great Britain and Ireland, where the finder is used.
const point = fc.record({
  latitude: fc.double({ min: 49.8, max: 60.9, noNaN: true }),
  longitude: fc.double({ min: -10.6, max: 1.8, noNaN: true }),
});
const branches = fc
  .array(point, { minLength: 0, maxLength: 300 })
  .map((points) => points.map((p, i) => branchAt(i + 1, p.latitude, p.longitude)));

describe("BranchGeoIndex", () => {
  it("finds exactly the branches within the radius, nearest first, with their great-circle distances", () => {
    fc.assert(
      fc.property(branches, point, fc.double({ min: 0, max: 300, noNaN: true }), (list, origin, radius) => {
        const found = BranchGeoIndex.build(list).nearby(origin, radius);
        const expected = list.filter((b) => distanceInMiles(origin, b as never) <= radius).map((b) => b.id);
        expect(found.map((b) => b.id).sort((x, y) => x - y)).toEqual(expected);
        for (const [i, b] of found.entries()) {
          expect(b.distance).toBe(roundMiles(distanceInMiles(origin, b as never)));
          if (i > 0) expect(b.distance).toBeGreaterThanOrEqual(found[i - 1].distance);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("finds a branch exactly at the origin with a radius of 0, however tiny the difference in longitude", () => {
    const index = BranchGeoIndex.build([branchAt(1, 49.8, 0)]);
    expect(index.nearby({ latitude: 49.8, longitude: 5e-324 }, 0).map((b) => b.id)).toEqual([1]);
    expect(index.nearby({ latitude: 49.8, longitude: 5e-324 }, 0, 1).map((b) => b.id)).toEqual([1]);
  });

  it("answers the same as JSON text as it does as objects, for any limit", () => {
    fc.assert(
      fc.property(branches, point, fc.integer({ min: 1, max: 400 }), (list, origin, limit) => {
        const index = BranchGeoIndex.build(list);
        expect(index.nearbyJson(origin, 120, limit)).toBe(JSON.stringify(index.nearby(origin, 120, limit)));
      }),
      { numRuns: 200 },
    );
  });

  it("counts every branch in range while returning only the nearest few", () => {
    fc.assert(
      fc.property(branches, point, (list, origin) => {
        const index = BranchGeoIndex.build(list);
        const all = index.nearby(origin, 80);
        const { total, branches: shown } = index.nearest(origin, 80, 10);
        expect(total).toBe(all.length);
        expect(shown.map((b) => b.distance)).toEqual(all.slice(0, 10).map((b) => b.distance));
      }),
      { numRuns: 200 },
    );
  });

  it("leaves out branches without coordinates", () => {
    const index = BranchGeoIndex.build([branchAt(1, null, null), branchAt(2, 51.5, -0.12)]);
    expect(index.size).toBe(1);
    expect(index.nearbyJson({ latitude: 51.5, longitude: -0.12 }, 5)).toContain('"id":2');
    expect(BranchGeoIndex.build([]).nearbyJson({ latitude: 51.5, longitude: -0.12 }, 5)).toBe("[]");
  });
});
