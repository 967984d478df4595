import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { distanceInMiles } from "./geo.js";
import { districtNote, EIRCODE_DISTRICT_ROWS, eircodeDistrict, routingKeyOf } from "./eircode-districts.js";
import { isEircode } from "./postcode-format.js";

const townsFile = new URL("../data/geonames/towns.tsv", import.meta.url);
const irishTowns = new Map(
  readFileSync(townsFile, "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((fields) => fields[3] === "IE")
    .reverse() // the first listed of a shared name wins, as the gazetteer reads it
    .map(([name, latitude, longitude]) => [name, { latitude: Number(latitude), longitude: Number(longitude) }]),
);

describe("the Eircode routing key table", () => {
  it("holds the 139 routing keys, each once and well formed", () => {
    const keys = EIRCODE_DISTRICT_ROWS.map(([key]) => key);
    expect(keys).toHaveLength(139);
    expect(new Set(keys).size).toBe(139);
    for (const key of keys) expect(isEircode(`${key} X285`), key).toBe(true);
    expect(keys).toEqual(expect.arrayContaining(["D02", "D6W", "H91", "T12", "V94", "Y35"]));
  });

  it("places every district inside Ireland's bounding box, Dublin's within Dublin", () => {
    const dublin = { latitude: 53.3498, longitude: -6.2603 };
    for (const [key, , latitude, longitude] of EIRCODE_DISTRICT_ROWS) {
      expect(latitude, key).toBeGreaterThan(51.4);
      expect(latitude, key).toBeLessThan(55.45);
      expect(longitude, key).toBeGreaterThan(-10.7);
      expect(longitude, key).toBeLessThan(-5.95);
      if (key.startsWith("D")) expect(distanceInMiles(dublin, { latitude, longitude }), key).toBeLessThan(10);
    }
  });

  it("takes a GeoNames position from the town list it names", () => {
    for (const [key, name, latitude, longitude, source] of EIRCODE_DISTRICT_ROWS) {
      if (source === "known") continue;
      const town = irishTowns.get(source === "geonames" ? name : source.replace(/^geonames:/, ""));
      expect(town, key).toEqual({ latitude, longitude });
    }
  });
});

describe("placing an Eircode", () => {
  it("finds the district of a full Eircode, in any case and spacing", () => {
    expect(routingKeyOf("h91e2k3")).toBe("H91");
    expect(eircodeDistrict(" h91e2k3 ")).toMatchObject({
      status: "found",
      district: { routingKey: "H91", name: "Galway" },
    });
    expect(eircodeDistrict("D6W 1234")).toMatchObject({ status: "found", district: { name: "Dublin 6W" } });
  });

  it("names a routing key that fits the format but is no district's, and ignores text that is no Eircode", () => {
    expect(eircodeDistrict("H19 E2K3")).toEqual({ status: "unknown", routingKey: "H19" });
    expect(eircodeDistrict("SW1A 1AA")).toBeNull();
    expect(eircodeDistrict("Galway")).toBeNull();
  });

  it("says the distances are the district's", () => {
    const found = eircodeDistrict("D02 X285");
    expect(found?.status === "found" && districtNote(found.district)).toBe(
      "Distances from the D02 district (Dublin 2), not from the exact address",
    );
  });
});
