import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse, type Parser } from "csv-parse";
import { fileRefused } from "./errors.js";

export type CsvInput = Readable | string | Buffer | Uint8Array;

const MAX_RECORD_CHARACTERS = 1_000_000;

/** Decodes UTF-8 strictly, so a file saved in a legacy encoding is refused rather than garbled. */
function strictUtf8(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        return callback(notUtf8());
      }
      callback(text.includes("\0") ? hasNul() : null, text);
    },
    flush(callback) {
      try {
        callback(null, decoder.decode());
      } catch {
        callback(notUtf8());
      }
    },
  });
}

// PostgreSQL text cannot hold NUL; a file with NULs is not a CSV export anyway.
const hasNul = () => fileRefused("The file contains NUL characters, so it is not a CSV text file.");

const notUtf8 = () =>
  fileRefused("The file is not UTF-8 text. In Excel choose 'Save As' > 'CSV UTF-8 (Comma delimited)'.");

/**
 * Streams the records of a CSV file as arrays of cell text, the header first. Quotes inside
 * unquoted cells (12" blade) are accepted; rows may have fewer cells than the header.
 */
export function readCsvRecords(input: CsvInput): AsyncIterable<string[]> {
  if (typeof input === "string" && input.includes("\0")) throw hasNul();
  const parser: Parser = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_CHARACTERS,
  });
  const source = input instanceof Readable ? input : Readable.from([input]);
  const done = typeof input === "string" ? pipeline(source, parser) : pipeline(source, strictUtf8(), parser);
  // Errors reach the consumer through the parser, which pipeline destroys with them.
  done.catch(() => {});
  return withReadableErrors(parser);
}

async function* withReadableErrors(parser: Parser): AsyncGenerator<string[]> {
  try {
    for await (const record of parser) yield record as string[];
  } catch (err) {
    if (err instanceof CsvError) {
      // records counts the header too, so the broken record is spreadsheet row records + 1.
      const records = typeof err.records === "number" ? err.records : 0;
      throw fileRefused(`The CSV could not be read: ${err.message}`, records + 1);
    }
    throw err;
  }
}
