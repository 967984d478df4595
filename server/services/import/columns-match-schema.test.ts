import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IMPORT_TABLE_NAMES, IMPORT_TABLES } from "../../../core/import-columns.js";
import { importableTables } from "../../db/schema.js";

describe("import columns and database schema", () => {
  it("cover the same tables", () => {
    expect(Object.keys(importableTables).sort()).toEqual([...IMPORT_TABLE_NAMES].sort());
  });

  it.each(IMPORT_TABLE_NAMES)("%s: every column is a field and every field without a default is required", (table) => {
    const fields = getTableColumns(importableTables[table]);
    const columns = IMPORT_TABLES[table].columns;
    for (const column of columns) expect(Object.keys(fields), column.name).toContain(column.name);
    for (const [name, field] of Object.entries(fields)) {
      const generated = field.columnType === "PgSerial";
      if (generated) continue;
      const column = columns.find((c) => c.name === name);
      expect(column, `${table}.${name} has an import column`).toBeDefined();
      // ...or its empty cell stands for a value (branch_stock.asOf: the moment of the import).
      if (field.notNull && !field.hasDefault && !column!.required) {
        expect(column!.rule.safeParse("").data ?? null, `${table}.${name} is required`).not.toBeNull();
      }
    }
  });
});
