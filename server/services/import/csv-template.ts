import { stringify } from "csv-stringify/sync";
import { IMPORT_TABLES, type ImportTableName } from "../../../core/import-columns.js";

/** An empty CSV for a table: its header line, and with `withExample` one example row. */
export function csvTemplate(table: ImportTableName, { withExample = false } = {}): string {
  const { columns } = IMPORT_TABLES[table];
  const rows = [columns.map((column) => column.name)];
  if (withExample) rows.push(columns.map((column) => column.example));
  return stringify(rows, { record_delimiter: "\r\n" });
}
