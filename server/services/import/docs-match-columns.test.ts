import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORT_TABLE_NAMES, IMPORT_TABLES } from "../../../core/import-columns.js";
import { projectRoot } from "../../paths.js";
import { readValidRows } from "./import-csv.js";

const doc = readFileSync(join(projectRoot, "docs/import-format.md"), "utf8");

function section(table: string): string {
  const start = doc.indexOf(`\n## ${table}\n`);
  expect(start, `docs/import-format.md has a section for ${table}`).toBeGreaterThan(-1);
  const end = doc.indexOf("\n## ", start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

describe("docs/import-format.md", () => {
  it.each(IMPORT_TABLE_NAMES)("%s: lists every column as required or optional, in order", (table) => {
    const rows = [...section(table).matchAll(/^\| `(\w+)`\s*\| (required|optional)\s*\|/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(IMPORT_TABLES[table].columns.map((c) => [c.name, c.required ? "required" : "optional"]));
    expect(section(table)).toContain(
      `Natural key: ${IMPORT_TABLES[table].naturalKey.map((k) => `\`${k}\``).join(" + ")}`,
    );
  });

  it.each(IMPORT_TABLE_NAMES)("%s: the example CSV imports cleanly", async (table) => {
    const example = /```csv\n([\s\S]*?)```/.exec(section(table))?.[1];
    expect(example, `an example for ${table}`).toBeDefined();
    const { rows } = await readValidRows(IMPORT_TABLES[table], example!);
    expect(rows.length).toBeGreaterThan(0);
  });
});
