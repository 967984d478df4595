import { describe, expect, it } from "vitest";
import { expandQuery } from "./search.js";

describe("expandQuery", () => {
  it("maps trade slang to catalogue words", () => {
    expect(expandQuery("kango").synonymTerms).toEqual(expect.arrayContaining(["breaker"]));
    expect(expandQuery("genny").synonymTerms).toContain("generator");
    expect(expandQuery("Cherry Picker").synonymTerms).toEqual(["boom", "lift"]);
  });

  it("replaces a multi-word phrase so its parts need not match", () => {
    const { terms, synonymTerms } = expandQuery("wacker plate hire");
    expect(terms).toEqual([]);
    expect(synonymTerms).toEqual(expect.arrayContaining(["plate", "compactor"]));
  });

  it("keeps ordinary words and drops stop words", () => {
    expect(expandQuery("petrol breaker for the garden").terms).toEqual(["petrol", "breaker", "garden"]);
  });
});
