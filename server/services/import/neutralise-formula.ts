// Spreadsheet formula injection: a cell that a spreadsheet would run as a formula is written with a leading
// apostrophe, which spreadsheets show as text. The importer removes that apostrophe again, so an export
// imports back to the same table (docs/decisions/catalogue-import.md A4).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The inverse of neutraliseFormula for a cell read from an imported file. */
export function restoreNeutralised(cell: string): string {
  return cell.length > 1 && cell.charCodeAt(0) === 39 && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
