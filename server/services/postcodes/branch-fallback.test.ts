import { describe, expect, it } from "vitest";
import type { Branch } from "../../../core/catalogue-types.js";
import { locateByBranches } from "./branch-fallback.js";

const branch = (id: number, postcode: string, latitude: number, longitude: number): Branch => ({
  id,
  name: `Branch ${id}`,
  type: "Hire Centre",
  email: "",
  phone: "",
  fullAddress: "",
  postcode,
  latitude,
  longitude,
  openingHours: "",
});

const branches = [
  branch(1, "LS11 5AA", 53.78, -1.56),
  branch(2, "LS27 9BB", 53.74, -1.6),
  branch(3, "M1 1AE", 53.48, -2.24),
  branch(4, "L1 8JQ", 53.4, -2.98),
];

describe("placing a postcode by the branches when the postcode service is unreachable", () => {
  it("uses a branch with that very postcode", () => {
    expect(locateByBranches(branches, "M1 1AE")).toEqual({ latitude: 53.48, longitude: -2.24 });
  });

  it("falls back to the branches of the same outward code", () => {
    expect(locateByBranches(branches, "LS11 9ZZ")).toEqual({ latitude: 53.78, longitude: -1.56 });
  });

  it("then to the centre of the branches in the same postcode area, never another area sharing a letter", () => {
    const place = locateByBranches(branches, "LS1 4DY")!;
    expect(place.latitude).toBeCloseTo(53.76, 5);
    expect(place.longitude).toBeCloseTo(-1.58, 5);
    // "L1" is area L, not LS: only the Liverpool branch counts.
    expect(locateByBranches(branches, "L2 2AB")).toEqual({ latitude: 53.4, longitude: -2.98 });
  });

  it("answers nothing for an area with no branch", () => {
    expect(locateByBranches(branches, "ZE1 0AA")).toBeUndefined();
  });
});
