import {
  IMPORT_TABLES,
  IMPORT_TABLE_NAMES,
  isImportTableName,
  type ImportTableName,
  type ImportTableSpec,
} from "../../../core/import-columns.js";
import { countOf, pluralWord } from "../../../core/plural.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../errors.js";
import { describeIssue, IssueList, fileRefused, importRefused } from "./errors.js";
import { matchHeader } from "./header.js";
import { readCsvRecords, type CsvInput } from "./read-csv.js";
import {
  danglingReferenceWarnings,
  referenceColumnsOf,
  unknownReferenceIssues,
  type ReferenceColumns,
} from "./references.js";
import { RowValidator, type RowValues } from "./validate-rows.js";
import type { CatalogueVersionChange } from "./catalogue-version.js";
import type { ImportChanges } from "./diff-table.js";
import { jsonBatches, replaceTable, type ReplaceOptions } from "./write-table.js";

export interface ImportResult {
  table: ImportTableName;
  recordsImported: number;
  /** References that point nowhere (C2), cells stored as empty, and other things worth telling the administrator. */
  warnings: string[];
  /** What the import changed: rows added, removed and changed, columns left empty. */
  changes: ImportChanges;
  /** The catalogue_version it replaced and set, so this instance can refresh only what changed. */
  catalogueVersion: CatalogueVersionChange;
}

export type ImportStage = "read" | "references" | "write";

export interface ImportCsvOptions {
  db: Db;
  table: string;
  input: CsvInput;
  /** Called as each stage finishes, with its duration; "read" includes parsing, validating and sanitising. */
  onStage?: (stage: ImportStage, ms: number) => void;
  /** Whether the import may commit, from what it changes (default: always); see needsConfirmation. */
  allow?: ReplaceOptions["allow"];
  /** Who imports, kept with the table's previous version. */
  actor?: string;
}

/**
 * Replaces one catalogue table with the rows of a CSV file, all or nothing (docs/decisions/catalogue-import.md C1-C3).
 * The whole file is parsed, validated and sanitised before the short write transaction; any error
 * throws a 400 AppError naming row, column and reason, and nothing is written. The caller then
 * rebuilds the catalogue snapshot (catalogue.reload(), or use importAndRefresh).
 */
export async function importCsv({ db, table, input, onStage, allow, actor }: ImportCsvOptions): Promise<ImportResult> {
  const clock = stageClock(onStage);
  const prepared = await prepareImport(table, input);
  clock("read");
  return commitImport(db, prepared, { allow, actor }, clock);
}

/**
 * A file that passed every check, ready to be written. Whoever holds the rows hands them out a batch at a time, so
 * the writer never holds them all (docs/decisions/performance.md N48); the reference checks read only their columns.
 */
export interface PreparedImport {
  spec: ImportTableSpec;
  rowCount: number;
  references: ReferenceColumns;
  /** Cells stored as empty because they were invalid where the format allows it, one line each. */
  warnings: string[];
  /** The rows as replaceTable takes them (jsonBatches); read once. */
  batches(): AsyncIterable<string>;
}

/** The first half of an import: reads and checks the whole file without touching the database. */
export async function prepareImport(table: string, input: CsvInput): Promise<PreparedImport> {
  if (!isImportTableName(table)) {
    throw notFound(`Unknown table '${table}'. Importable tables: ${IMPORT_TABLE_NAMES.join(", ")}`);
  }
  const spec = IMPORT_TABLES[table];
  const { rows, rowNumbers, warnings } = await readValidRows(spec, input);
  return {
    spec,
    rowCount: rows.length,
    references: referenceColumnsOf(spec, rows, rowNumbers),
    warnings,
    batches: async function* () {
      yield* jsonBatches(spec, rows);
    },
  };
}

/**
 * The second half: reference warnings against the database, then the replace transaction. Throws
 * ConfirmationNeeded (and writes nothing) when `allow` refuses what the import would change.
 */
export async function commitImport(
  db: Db,
  { spec, rowCount, references, warnings: cellWarnings, batches }: PreparedImport,
  options: ReplaceOptions = {},
  clock: (stage: ImportStage) => void = () => {},
): Promise<ImportResult> {
  const unknown = await unknownReferenceIssues(db, spec, references);
  if (unknown.count) throw importRefused(unknown);
  const warnings = [...cellWarnings, ...(await danglingReferenceWarnings(db, spec, references))];
  if (rowCount === 0) {
    warnings.unshift(
      `The file has no data rows, so ${spec.key} is now empty: import a file with rows to fill it again.`,
    );
  }
  clock("references");
  const { changes, version } = await replaceTable(db, spec, batches(), options);
  clock("write");
  return { table: spec.key, recordsImported: rowCount, warnings, changes, catalogueVersion: version };
}

/**
 * Streams the file through header check, cell and row rules, HTML sanitising and duplicate-key
 * checks. Throws a 400 listing the problems if there are any; touches no database.
 */
export async function readValidRows(
  spec: ImportTableSpec,
  input: CsvInput,
): Promise<{ rows: RowValues[]; rowNumbers: number[]; warnings: string[] }> {
  const issues = new IssueList();
  const cellWarnings = new IssueList();
  let validator: RowValidator | undefined;
  let rowNumber = 0;
  for await (const record of readCsvRecords(input)) {
    rowNumber++;
    if (validator) validator.add(record, rowNumber);
    else validator = new RowValidator(spec, matchHeader(spec, record), issues, cellWarnings);
  }
  if (!validator) {
    throw fileRefused(
      `The file is empty. The first row must name the columns: ${spec.columns.map((c) => c.name).join(", ")}`,
    );
  }
  if (issues.count) throw importRefused(issues);
  const warnings = cellWarnings.kept.map(describeIssue);
  const more = cellWarnings.count - cellWarnings.kept.length;
  if (more > 0)
    warnings.push(
      `${countOf(more, "more cell")} ${pluralWord(more, "is", "are")} invalid and imported as empty the same way.`,
    );
  return { rows: validator.rows, rowNumbers: validator.rowNumbers, warnings };
}

function stageClock(onStage: ImportCsvOptions["onStage"]) {
  let last = performance.now();
  return (stage: ImportStage) => {
    const now = performance.now();
    onStage?.(stage, now - last);
    last = now;
  };
}
