import { mkdtemp, readdir, rm, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { tokenize } from "./search-query.js";
import { buildTextIndex } from "./text-index.js";
import { textIndexFolder } from "./text-index-file.js";
import { reusingLatestIndex } from "./latest-text-index.js";
import { runTextQuery, type QueryWord } from "./text-index-query.js";

const documents = [
  ["Breaker 110V", "Breakers", "A heavy breaker for concrete"],
  ["Generator 20kVA", "Generators", "Diesel generator, quiet"],
  ["Breaker Steel 110V", "Breaker Steels", "Points and chisels, café grade"],
  ["Concrete Mixer", "Mixers", "Mixes concrete and mortar"],
  ["Light", "", ""],
];
const build = () => buildTextIndex(documents.length, 3, (at) => documents[at]!, tokenize);
const settings = { boosts: [3, 1.5, 0.3], maxFuzzy: 2 };
const queries: QueryWord[][][] = [
  [[{ term: "breaker", prefix: true, fuzzy: false }]],
  [[{ term: "concret", prefix: false, fuzzy: 0.2 }]],
  [
    [
      { term: "diesel", prefix: false, fuzzy: false },
      { term: "quiet", prefix: true, fuzzy: false },
    ],
  ],
];
const silent = pino({ level: "silent" });

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});
const newFolder = async () => (folder = await mkdtemp(join(tmpdir(), "text-index-")));

describe("a text index kept on disk", () => {
  it("reads back as the index that was saved, answering every query the same", async () => {
    const saved = textIndexFolder(await newFolder(), silent);
    const built = await build();
    await saved.save("k1", built);
    const read = (await saved.load("k1"))!;
    expect(read.terms).toEqual(built.terms);
    expect(read.documentCount).toBe(built.documentCount);
    for (let id = 0; id < built.terms.length; id++) expect(read.postingsOf(id)).toBe(built.postingsOf(id));
    for (const groups of queries) {
      expect(runTextQuery(read, settings, groups, "AND")).toEqual(runTextQuery(built, settings, groups, "AND"));
    }
  });

  it("gives nothing for another key or a damaged file, and keeps only the latest index", async () => {
    const dir = await newFolder();
    const saved = textIndexFolder(dir, silent);
    expect(await saved.load("k1")).toBeUndefined();
    await saved.save("k1", await build());
    expect(await saved.load("k2")).toBeUndefined();
    await saved.save("k2", await build());
    expect(await readdir(dir)).toEqual(["k2.text-index"]);
    await truncate(join(dir, "k2.text-index"), 100);
    expect(await saved.load("k2")).toBeUndefined();
  });

  it("shares the index last read or saved, so a rebuild with the same texts reads no second copy", async () => {
    const dir = await newFolder();
    const saved = reusingLatestIndex(textIndexFolder(dir, silent));
    const built = await build();
    await saved.save("k1", built);
    await rm(join(dir, "k1.text-index"));
    expect(await saved.load("k1")).toBe(built);
    // Another key is the file's business: there is none.
    expect(await saved.load("k2")).toBeUndefined();
    await saved.save("k2", await build());
    const fromFile = (await reusingLatestIndex(textIndexFolder(dir, silent)).load("k2"))!;
    expect(fromFile.terms).toEqual(built.terms);
    const again = reusingLatestIndex(textIndexFolder(dir, silent));
    const first = await again.load("k2");
    expect(await again.load("k2")).toBe(first);
  });
});
