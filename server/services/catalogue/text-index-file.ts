import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../logger.js";
import { type FieldPostings, type TextIndex, textIndexFrom } from "./text-index.js";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "../../private-files.js";

/**
 * Built text indexes kept on disk, one file per content key (docs/decisions/performance.md N34): a start or rebuild
 * whose indexed texts are unchanged reads the index instead of building it again.
 */
export interface TextIndexStore {
  /** The index saved under `key`, or undefined when there is none (or it cannot be read). */
  load(key: string): Promise<TextIndex | undefined>;
  /** Saves the index under `key`, replacing the others. */
  save(key: string, index: TextIndex): Promise<void>;
}

const SUFFIX = ".text-index";

interface Header {
  key: string;
  documentCount: number;
  termCount: number;
  termBytes: number;
  fields: { averageLength: number; entries: number }[];
}

/** Pads a byte count to the 4-byte alignment the typed arrays need. */
const aligned = (bytes: number) => Math.ceil(bytes / 4) * 4;

const bytesOf = (array: Uint32Array | Uint16Array | Uint8Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/**
 * The index as bytes (a file here, a row in text-index-shared.ts): the header's length, the header as JSON, the words
 * joined by newlines, then each field's arrays.
 */
export function textIndexBytes(key: string, index: TextIndex): Buffer[] {
  const terms = Buffer.from(index.terms.join("\n"));
  const header: Header = {
    key,
    documentCount: index.documentCount,
    termCount: index.terms.length,
    termBytes: terms.length,
    fields: index.fields.map((field) => ({
      averageLength: field.averageLength,
      entries: field.documents.length,
    })),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const padding = (bytes: number) => Buffer.alloc(aligned(bytes) - bytes);
  const parts: Buffer[] = [length, json, padding(json.length), terms, padding(terms.length)];
  for (const field of index.fields) {
    for (const array of [field.offsets, field.documents, field.frequencies, field.lengths]) {
      parts.push(bytesOf(array), padding(array.byteLength));
    }
  }
  return parts;
}

/** The index in these bytes, or undefined when they hold another key's index or are not whole. */
export function textIndexFromBytes(file: Buffer, key: string): TextIndex | undefined {
  // Typed arrays over the file's own memory need it to start on a 4-byte boundary.
  const bytes = file.byteOffset % 4 === 0 ? file : Buffer.from(file);
  const headerLength = bytes.readUInt32LE(0);
  const header = JSON.parse(bytes.toString("utf8", 4, 4 + headerLength)) as Header;
  if (header.key !== key) return undefined;
  let at = 4 + aligned(headerLength);
  const terms = header.termCount === 0 ? [] : bytes.toString("utf8", at, at + header.termBytes).split("\n");
  at += aligned(header.termBytes);
  const take = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, length: number, size: number) => {
    const array = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
    at += aligned(length * size);
    return array;
  };
  const u32 = (buffer: ArrayBuffer, offset: number, length: number) => new Uint32Array(buffer, offset, length);
  const u16 = (buffer: ArrayBuffer, offset: number, length: number) => new Uint16Array(buffer, offset, length);
  const u8 = (buffer: ArrayBuffer, offset: number, length: number) => new Uint8Array(buffer, offset, length);
  const fields: FieldPostings[] = header.fields.map(({ averageLength, entries }) => ({
    offsets: take(u32, header.termCount + 1, 4),
    documents: take(u32, entries, 4),
    frequencies: take(u8, entries, 1),
    lengths: take(u16, header.documentCount, 2),
    averageLength,
  }));
  if (at !== bytes.length || terms.length !== header.termCount) return undefined;
  return textIndexFrom(terms, fields, header.documentCount);
}

/** Keeps indexes as files in `folder`. Failing to read or write one costs a build, never a start. */
export function textIndexFolder(folder: string, logger: Logger): TextIndexStore {
  const pathOf = (key: string) => join(folder, `${key}${SUFFIX}`);
  return {
    async load(key) {
      let file: Buffer;
      try {
        file = await readFile(pathOf(key));
      } catch {
        return undefined;
      }
      try {
        return textIndexFromBytes(file, key);
      } catch {
        return undefined;
      }
    },
    async save(key, index) {
      const partial = join(folder, `${randomUUID()}.partial`);
      try {
        await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
        await writeFile(partial, textIndexBytes(key, index), { mode: PRIVATE_FILE_MODE });
        await rename(partial, pathOf(key));
        for (const name of await readdir(folder)) {
          if (name !== `${key}${SUFFIX}` && name.endsWith(SUFFIX)) await rm(join(folder, name), { force: true });
        }
      } catch (err) {
        await rm(partial, { force: true }).catch(() => undefined);
        logger.warn({ err, folder }, "the search index could not be saved; the next start builds it again");
      }
    },
  };
}
