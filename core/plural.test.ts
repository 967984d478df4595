import { describe, expect, it } from "vitest";
import { countOf, pluralWord } from "./plural.js";

describe("plural words", () => {
  it("says one row, and rows for every other count", () => {
    expect(countOf(1, "row")).toBe("1 row");
    expect(countOf(0, "row")).toBe("0 rows");
    expect(countOf(2500, "row")).toBe("2,500 rows");
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
    expect(pluralWord(1, "is", "are")).toBe("is");
    expect(pluralWord(4, "is", "are")).toBe("are");
  });
});
