import { describe, expect, it } from "vitest";
import type { Branch } from "../../../core/catalogue-types.js";
import { nearestBranch } from "./nearest-branch.js";

const branch = (id: number, name: string, postcode: string, latitude: number | null, longitude: number | null) =>
  ({
    id,
    name,
    postcode,
    latitude,
    longitude,
    type: "",
    email: "",
    phone: "",
    fullAddress: "",
    openingHours: "",
  }) as Branch;

const branches = [
  branch(1, "Leeds", "LS11 5AA", 53.78, -1.55),
  branch(2, "York", "YO1 7HH", 53.96, -1.08),
  branch(3, "Dublin", "D12 X2E4", 53.32, -6.31),
  branch(4, "Unplaced", "LS1 4DY", null, null),
];

describe("nearest branch (G3)", () => {
  it("is the smallest great-circle distance from the postcode's coordinates", () => {
    // Near Tadcaster: 13.8 miles from the Leeds branch, 9.0 from York.
    const chosen = nearestBranch(branches, "LS24 9AA", { latitude: 53.885, longitude: -1.262 });
    expect(chosen).toMatchObject({ name: "York", chosenBy: "nearest" });
    expect(chosen!.distanceMiles).toBeGreaterThan(5);
  });

  it("falls back to the postcode's outward code, then its area, then the first branch", () => {
    expect(nearestBranch(branches, "LS1 1AA", null)).toMatchObject({ name: "Unplaced", chosenBy: "postcode-area" });
    expect(nearestBranch(branches, "LS6 1AA", null)).toMatchObject({ name: "Leeds", chosenBy: "postcode-area" });
    expect(nearestBranch(branches, "D15 AB12", null)).toMatchObject({ name: "Dublin", chosenBy: "postcode-area" });
    expect(nearestBranch(branches, "M1 1AE", null)).toMatchObject({ name: "Leeds", chosenBy: "fallback" });
    expect(nearestBranch([], "M1 1AE", null)).toBeUndefined();
  });
});
