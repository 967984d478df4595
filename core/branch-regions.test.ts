import { describe, expect, it } from "vitest";
import { groupByRegion, placeOfPostcode } from "./branch-regions.js";

describe("placeOfPostcode", () => {
  it.each([
    ["SW1A 1AA", "England", "London"],
    ["LS1 4AP", "England", "Yorkshire and the Humber"],
    ["GU11 9HZ", "England", "South East"],
    ["SY1 1AA", "England", "West Midlands"],
    ["CH1 2AB", "England", "North West"],
    ["CH7 1AA", "Wales", null],
    ["SY23 9QT", "Wales", null],
    ["CF10 1AA", "Wales", null],
    ["AB12 6QJ", "Scotland", null],
    ["TD15 1AA", "England", "North East"],
    ["BT1 1AA", "Northern Ireland", null],
    ["D02 X285", "Ireland", null],
    ["GY1 1AA", "Other", null],
    ["not a postcode", "Other", null],
  ])("%s is in %s (%s)", (postcode, nation, region) => {
    expect(placeOfPostcode(postcode)).toEqual({ nation, region });
  });
});

describe("groupByRegion", () => {
  it("orders nations, then English regions, keeping each group's order", () => {
    const groups = groupByRegion([
      { name: "Aberdeen", postcode: "AB12 6QJ" },
      { name: "Leeds", postcode: "LS1 4AP" },
      { name: "Acton", postcode: "W3 6AA" },
      { name: "Bromley", postcode: "BR1 1AA" },
      { name: "Dublin", postcode: "D02 X285" },
    ]);
    expect(groups.map((g) => [g.id, g.branches.map((b) => b.name)])).toEqual([
      ["england-london", ["Acton", "Bromley"]],
      ["england-yorkshire-and-the-humber", ["Leeds"]],
      ["scotland", ["Aberdeen"]],
      ["ireland", ["Dublin"]],
    ]);
  });
});
