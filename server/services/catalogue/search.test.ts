import { describe, expect, it } from "vitest";
import { expandQuery } from "./search-query.js";

const readings = (query: string) => expandQuery(query).map((group) => group.terms.join(" "));

describe("expandQuery", () => {
  it("reads the typed words first, as prefixes", () => {
    expect(expandQuery("petrol breaker for the garden")).toEqual([
      { terms: ["petrol", "breaker", "garden"], prefix: true },
    ]);
  });

  it("adds the catalogue's words for trade slang, as whole words", () => {
    expect(readings("kango")).toEqual(["kango", "breaker", "demolition hammer"]);
    expect(readings("genny 20kva")).toEqual(["genny 20kva", "generator 20kva"]);
    expect(expandQuery("genny")[1]).toEqual({ terms: ["generator"], prefix: false });
  });

  it("replaces a whole phrase before its single words", () => {
    expect(readings("wacker plate hire")).toEqual(["wacker plate", "plate compactor"]);
    expect(readings("cherry picker 12m")).toEqual(["cherry picker 12m", "boom lift 12m"]);
  });

  it("keeps the number of readings bounded", () => {
    expect(expandQuery("kango wacker genny mewp strimmer rotovator").length).toBeLessThanOrEqual(8);
  });
});
