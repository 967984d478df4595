import { stringify } from "csv-stringify/sync";
import { neutraliseFormula } from "../import/neutralise-formula.js";
import type { CustomerRecords } from "./customer-records.js";

// An access request's CSV (docs/decisions/operation.md Z6): one line per stored value, so every field of every
// record fits one flat file without a column per field: record, reference, field (a dotted path) and value.

const HEADER = ["record", "reference", "field", "value"];

function flatten(value: unknown, path: string, out: [string, string][]): void {
  if (value instanceof Date) {
    out.push([path, value.toISOString()]);
    return;
  }
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) out.push([path, ""]);
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, out);
    return;
  }
  out.push([path, value === null || value === undefined ? "" : String(value)]);
}

/** Every value of `records` as CSV lines, each cell safe to open in a spreadsheet. */
export function customerRecordsCsv(records: CustomerRecords): string {
  const lines: string[][] = [["address", "", "email", records.emailAddress]];
  const add = (record: string, reference: string, value: unknown) => {
    const fields: [string, string][] = [];
    flatten(value, "", fields);
    for (const [field, text] of fields) lines.push([record, reference, field, text]);
  };
  for (const request of records.requests) {
    const { referenceNumber, desk, submitted, statusHistory, internalNotes, emails } = request;
    add("request", referenceNumber, desk);
    add("submitted", referenceNumber, submitted);
    statusHistory.forEach((change, index) => add(`status-change-${index + 1}`, referenceNumber, change));
    internalNotes.forEach((note, index) => add(`internal-note-${index + 1}`, referenceNumber, note));
    emails.forEach((email, index) => add(`email-${index + 1}`, referenceNumber, email));
  }
  records.otherEmails.forEach((email, index) => add(`email-${index + 1}`, "", email));
  for (const copy of records.mailCopies) add("mail-copies", "", copy);
  return stringify([HEADER, ...lines.map((line) => line.map((cell) => neutraliseFormula(cell)))], {
    record_delimiter: "\r\n",
  });
}
