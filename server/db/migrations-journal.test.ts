import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "../paths.js";

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const { entries } = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: JournalEntry[];
};

/** 0012-0023 were dated before 0011 but were all applied together on every database made since; left as they are. */
const LAST_OUT_OF_ORDER = 23;

describe("the migrations journal", () => {
  it("dates each new migration after every earlier one, since drizzle skips one dated before the newest applied", () => {
    const late = entries
      .filter((entry) => entry.idx > LAST_OUT_OF_ORDER)
      .filter((entry) => entry.when <= Math.max(...entries.filter((e) => e.idx < entry.idx).map((e) => e.when)))
      .map((entry) => entry.tag);
    expect(late).toEqual([]);
  });

  it("lists every migration file once, in order", () => {
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, i) => i));
    for (const entry of entries) expect(readFileSync(join(migrationsFolder, `${entry.tag}.sql`), "utf8")).not.toBe("");
  });
});
