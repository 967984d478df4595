import type { CellRule, ImportTableSpec } from "../../../core/import-columns.js";
import type { IssueList } from "./errors.js";
import type { HeaderMatch } from "./header.js";
import { restoreNeutralised } from "./neutralise-formula.js";
import { sanitiseHtml } from "../catalogue/sanitise-html.js";

export type RowValues = Record<string, unknown>;

interface ColumnPlan {
  name: string;
  index: number;
  required: boolean;
  html: boolean;
  rule: CellRule;
  invalidMeansEmpty: boolean;
  /** The value of an empty optional cell, computed once rather than per row. */
  fallback: unknown;
}

function isBlankRecord(record: string[]): boolean {
  for (const cell of record) if (cell !== "" && cell.trim() !== "") return false;
  return true;
}

/**
 * Validates records one at a time as they stream in: cell rules, HTML sanitising, row rules
 * and duplicate keys. Keeps the valid rows and their spreadsheet row numbers.
 */
export class RowValidator {
  readonly rows: RowValues[] = [];
  readonly rowNumbers: number[] = [];
  private readonly plan: ColumnPlan[];
  private readonly keys: { columns: string[]; seen: Map<string, number> }[];

  constructor(
    private readonly spec: ImportTableSpec,
    private readonly header: HeaderMatch,
    private readonly issues: IssueList,
    /** Cells stored as empty because they were invalid where the format allows that (openingHours). */
    private readonly warnings: IssueList,
  ) {
    this.plan = spec.columns.map((column, i) => ({
      name: column.name,
      index: header.indexes[i],
      required: column.required,
      html: column.html,
      rule: column.rule,
      invalidMeansEmpty: column.invalidMeansEmpty ?? false,
      fallback: column.required ? undefined : column.rule.parse(""),
    }));
    this.keys = [spec.naturalKey, ...spec.uniqueKeys].map((columns) => ({ columns, seen: new Map() }));
  }

  /** Checks one data record; rowNumber counts the header as row 1. */
  add(record: string[], rowNumber: number): void {
    if (isBlankRecord(record)) return;
    if (!this.checkShape(record, rowNumber)) return;
    const values: RowValues = {};
    let valid = true;
    for (const column of this.plan) {
      const raw = column.index >= 0 && column.index < record.length ? restoreNeutralised(record[column.index]) : "";
      if (raw === "" && !column.required) {
        values[column.name] = column.fallback;
        continue;
      }
      const result = column.rule.safeParse(raw);
      if (!result.success && column.invalidMeansEmpty) {
        const reason = result.error.issues[0]?.message ?? "is not valid";
        this.warnings.add(
          rowNumber,
          column.name,
          `${reason}. It is imported as empty: correct the cell and import the file again to keep it.`,
        );
        values[column.name] = column.fallback;
        continue;
      }
      if (!result.success) {
        this.issues.add(rowNumber, column.name, result.error.issues[0]?.message ?? "is not valid");
        valid = false;
        continue;
      }
      values[column.name] = column.html && result.data !== "" ? sanitiseHtml(result.data as string) : result.data;
    }
    if (!valid) return;
    const rowIssues = this.spec.checkRow?.(values) ?? [];
    for (const issue of rowIssues) this.issues.add(rowNumber, issue.column, issue.message);
    if (rowIssues.length || !this.checkUnique(values, rowNumber)) return;
    this.rows.push(values);
    this.rowNumbers.push(rowNumber);
  }

  private checkShape(record: string[], rowNumber: number): boolean {
    for (let i = this.header.width; i < record.length; i++) {
      if (record[i].trim() !== "") {
        this.issues.add(
          rowNumber,
          "",
          `has ${record.length} cells but the header has ${this.header.width} columns (is a comma missing its quotes?)`,
        );
        return false;
      }
    }
    for (const position of this.header.blank) {
      if (position < record.length && record[position].trim() !== "") {
        this.issues.add(rowNumber, "", `has a value in column ${position + 1}, which has no header`);
        return false;
      }
    }
    return true;
  }

  private checkUnique(values: RowValues, rowNumber: number): boolean {
    let unique = true;
    for (const { columns, seen } of this.keys) {
      const key =
        columns.length === 1 ? String(values[columns[0]]) : columns.map((c) => String(values[c])).join("\u0000");
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, rowNumber);
        continue;
      }
      const shown = columns.map((c) => `'${String(values[c])}'`).join(" + ");
      this.issues.add(rowNumber, columns.join("+"), `duplicate ${shown}, already on row ${first}`);
      unique = false;
    }
    return unique;
  }
}
