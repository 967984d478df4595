import { AppError } from "../../errors.js";

/** One problem in an uploaded file, numbered as in a spreadsheet: the header is row 1. */
export interface ImportIssue {
  row: number;
  column: string;
  message: string;
}

/** Collects issues; keeps the first few hundred for the answer and counts the rest. */
export class IssueList {
  readonly kept: ImportIssue[] = [];
  count = 0;

  constructor(private readonly keep = 200) {}

  add(row: number, column: string, message: string): void {
    this.count++;
    if (this.kept.length < this.keep) this.kept.push({ row, column, message });
  }
}

const SHOWN_IN_MESSAGE = 5;

export function describeIssue({ row, column, message }: ImportIssue): string {
  const where = row > 0 ? `Row ${row}` : "File";
  return column ? `${where}, ${column}: ${message}` : `${where}: ${message}`;
}

/** A refused file: a 400 AppError that also carries every kept issue and the total, for the command line. */
export class ImportRefused extends AppError {
  constructor(
    message: string,
    readonly kept: ImportIssue[],
    readonly total: number,
  ) {
    super(
      400,
      message,
      kept.map((issue) => ({
        field: issue.row === 0 ? "file" : issue.column ? `row ${issue.row}: ${issue.column}` : `row ${issue.row}`,
        ...issue,
      })),
    );
  }
}

/**
 * The 400 answer for a refused file. `issues` keeps the API's {field, message} shape and adds
 * row and column for the admin page.
 */
export function importRefused(issues: IssueList): ImportRefused {
  const shown = issues.kept.slice(0, SHOWN_IN_MESSAGE).map(describeIssue).join("; ");
  const more = issues.count - Math.min(issues.count, SHOWN_IN_MESSAGE);
  const total = issues.count === 1 ? "1 error" : `${issues.count} errors`;
  const message = `${total}, nothing was imported. ${shown}${more > 0 ? ` (and ${more} more)` : ""}`;
  return new ImportRefused(message, issues.kept, issues.count);
}

/** A refusal with one file-level problem (empty file, not UTF-8, unreadable CSV). */
export function fileRefused(message: string, row = 0, column = ""): ImportRefused {
  const issues = new IssueList();
  issues.add(row, column, message);
  return importRefused(issues);
}
