import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";

/** A row of a demo catalogue table, as its CSV file holds it. */
export type DemoRow = Record<string, string>;

/** The demo catalogue's rows of one table (`data/demo/{table}.csv`), which the test servers load. */
export function demoRows(table: string): DemoRow[] {
  const file = fileURLToPath(new URL(`../../data/demo/${table}.csv`, import.meta.url));
  return parse(readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true }) as DemoRow[];
}
