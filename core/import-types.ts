import type { z } from "zod";
import type { ImportTableName } from "./import-table-names.js";

// The shapes of the CSV import format: a table's spec, its columns and their rules (core/import-columns.ts holds the
// tables themselves).

export type CellRule = z.ZodType<unknown, string>;

export interface ImportColumn {
  /** CSV header, equal to the database field name. */
  name: string;
  /** A required column must be in the header and filled in on every row. */
  required: boolean;
  rule: CellRule;
  /** HTML that the importer sanitises before storing. */
  html: boolean;
  /** Human description of the accepted values. */
  format: string;
  example: string;
  /**
   * A reference to another table's key; one that points nowhere is a warning, not an error (C2), unless `mustExist`:
   * then it is a row error and the file is refused (C12).
   */
  references?: { table: ImportTableName; column: string; mustExist?: boolean };
  /** An invalid cell is stored as empty with a warning instead of refusing the file (spec: opening hours). */
  invalidMeansEmpty?: boolean;
}

export interface RowIssue {
  column: string;
  message: string;
}

export interface ImportTableSpec {
  key: ImportTableName;
  name: string;
  description: string;
  /** The columns that identify a row (C1); duplicates within a file are refused. */
  naturalKey: string[];
  /** Other column sets that must also be unique. */
  uniqueKeys: string[][];
  columns: ImportColumn[];
  /** Rules across the columns of one row, run when every cell is valid. */
  checkRow?: (row: Record<string, unknown>) => RowIssue[];
}

/** What an import changes in its table (the 409 preview and the success answer of POST /api/admin/import/{table}). */
export interface ImportChanges {
  rowsBefore: number;
  rowsAfter: number;
  /** Rows whose natural key (C1) is new, gone, or kept with other values. */
  added: number;
  removed: number;
  changed: number;
  /** Columns that hold data in some row today and in no row after the import. */
  emptiedColumns: string[];
}
