import { describe, expect, it } from "vitest";
import { tokenize } from "./search-query.js";
import { buildTextIndex } from "./text-index.js";
import { runTextQuery } from "./text-index-query.js";

const documents = [
  ["Breaker 110V", "Breakers", "A heavy breaker for concrete"],
  ["Generator 20kVA", "Generators", "Diesel generator, quiet"],
  ["Breaker Steel 110V", "Breaker Steels", "Points and chisels"],
  ["Concrete Mixer", "Mixers", "Mixes concrete and mortar"],
];
const boosts = { boosts: [3, 1.5, 0.3], maxFuzzy: 2 };
const build = () => buildTextIndex(documents.length, 3, (at) => documents[at]!, tokenize);

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), row[j]! + 1, next[j - 1]! + 1);
    }
    row = next;
  }
  return row[b.length]!;
}

describe("the catalogue's text index", () => {
  it("finds each word's postings and the words that start with a prefix", async () => {
    const index = await build();
    // Two names, a category name and a description.
    expect(index.postingsOf(index.termId("breaker"))).toBe(4);
    expect(index.termId("hammer")).toBe(-1);
    const [from, to] = index.prefixRange("break");
    expect(index.terms.slice(from, to)).toEqual(["breaker", "breakers"]);
  });

  it("finds every word within the edit distance, as a full comparison with each word does", async () => {
    const index = await build();
    for (const query of ["breker", "generater", "concret", "mixr", "zzzz", "steels"]) {
      for (const distance of [1, 2]) {
        const expected = index.terms.flatMap((term, id) => {
          const edits = editDistance(query, term);
          return edits <= distance ? [[id, edits]] : [];
        });
        expect([...index.withinEdits(query, distance)].sort((a, b) => a[0]! - b[0]!)).toEqual(expected);
      }
    }
  });

  it("finds the same words as a full comparison in a large vocabulary with shared prefixes", async () => {
    // A fixed pseudo-random vocabulary, so a failure can be reproduced.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const word = () => Array.from({ length: 2 + (next() % 7) }, () => "abcde"[next() % 5]).join("");
    const texts = Array.from({ length: 400 }, () => [Array.from({ length: 6 }, word).join(" ")]);
    const index = await buildTextIndex(texts.length, 1, (at) => texts[at]!, tokenize);
    for (let round = 0; round < 40; round++) {
      const query = word();
      const expected = index.terms.flatMap((term, id) => (editDistance(query, term) <= 2 ? [id] : []));
      expect(
        [...index.withinEdits(query, 2).keys()].sort((a, b) => a - b),
        query,
      ).toEqual(expected);
    }
  });

  it("ranks names above descriptions and needs every word with AND", async () => {
    const index = await build();
    const word = (term: string) => ({ term, prefix: true, fuzzy: false as const });
    expect(runTextQuery(index, boosts, [[word("concrete")]], "AND")).toEqual([3, 0]);
    // The breaker steel also holds the word in its category name.
    expect(runTextQuery(index, boosts, [[word("breaker"), word("110v")]], "AND")).toEqual([2, 0]);
    expect(runTextQuery(index, boosts, [[word("breaker"), word("diesel")]], "AND")).toEqual([]);
    expect(runTextQuery(index, boosts, [[word("breaker"), word("diesel")]], "OR")).toHaveLength(3);
    expect(runTextQuery(index, boosts, [[{ term: "generater", prefix: false, fuzzy: 0.2 }]], "AND")).toEqual([1]);
  });
});
