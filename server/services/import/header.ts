import type { ImportTableSpec } from "../../../core/import-columns.js";
import { IssueList, importRefused } from "./errors.js";

// Headers match case-insensitively and ignore '_' and spaces, so 'full_address' and
// 'Full Address' find fullAddress.
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, "");

export interface HeaderMatch {
  /** The file position of each of the table's columns, -1 when the file leaves it out. */
  indexes: number[];
  /** Positions with a blank header (spreadsheets add them); their cells must stay empty. */
  blank: number[];
  width: number;
}

/**
 * Matches the header row to the table's columns. Refuses the file, naming every column, when
 * a required column is missing or a column is unknown or repeated.
 */
export function matchHeader(spec: ImportTableSpec, header: string[]): HeaderMatch {
  const issues = new IssueList();
  const byName = new Map(spec.columns.map((column, index) => [normalise(column.name), index]));
  const indexes = spec.columns.map(() => -1);
  const unknown: string[] = [];
  const blank: number[] = [];
  header.forEach((raw, position) => {
    const name = raw.trim();
    if (name === "") {
      blank.push(position);
      return;
    }
    const index = byName.get(normalise(name));
    if (index === undefined) unknown.push(name);
    else if (indexes[index] !== -1) issues.add(1, spec.columns[index].name, "appears more than once in the header");
    else indexes[index] = position;
  });
  const missing = spec.columns.filter((column, index) => column.required && indexes[index] === -1);
  if (missing.length) {
    issues.add(
      1,
      "",
      `missing required column${missing.length > 1 ? "s" : ""}: ${missing.map((c) => c.name).join(", ")}`,
    );
  }
  if (unknown.length) {
    const known = spec.columns.map((column) => column.name).join(", ");
    issues.add(
      1,
      "",
      `unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (the ${spec.key} columns are ${known})`,
    );
  }
  if (issues.count) throw importRefused(issues);
  return { indexes, blank, width: header.length };
}
