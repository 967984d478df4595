import { describe, expect, it } from "vitest";
import { PositionsById } from "./positions-by-id.js";

describe("PositionsById", () => {
  it("finds each item's position from its id, and -1 for ids no item has", () => {
    const positions = new PositionsById([3, 7, 8, 20, 1000]);
    expect([3, 7, 8, 20, 1000].map((id) => positions.positionOf(id))).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 5, 9, 21, 1001, -3].map((id) => positions.positionOf(id))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect(new PositionsById([]).positionOf(1)).toBe(-1);
  });

  it("refuses ids that are not in ascending order", () => {
    expect(() => new PositionsById([1, 5, 5])).toThrow(/not ascending at position 2/);
    expect(() => new PositionsById([2, 1])).toThrow(/not ascending/);
  });
});
