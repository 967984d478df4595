import busboy from "busboy";
import type { Request } from "express";
import { AppError, badRequest } from "../../errors.js";

export interface CsvUpload {
  fileName: string;
  data: Buffer;
  /** The form field `confirmToken`: a token from an earlier preview of this file, confirming the import. */
  confirmToken?: string;
}

const fileIssue = (message: string) => badRequest(`file: ${message}`, [{ field: "file", message }]);

const MAX_TOKEN_LENGTH = 200;

/**
 * Reads the one CSV file of a multipart form (field `file`, and the optional text field `confirmToken`) into
 * memory, up to maxBytes. Refuses
 * other content types, a missing field, a file not named .csv, and a file over the limit (413).
 */
export function readCsvUpload(req: Request, maxBytes: number): Promise<CsvUpload> {
  if (!req.is("multipart/form-data")) {
    return Promise.reject(fileIssue("send the CSV file as multipart/form-data in the field 'file'"));
  }
  return new Promise((resolve, reject) => {
    let upload: CsvUpload | undefined;
    let failure: AppError | undefined;
    // The file's bytes are copied in as they arrive, into memory reserved up to the limit, so no one copy of the whole
    // file holds the thread at the end; the buffer is the upload's own, so the import can move it to its worker.
    const received = new ArrayBuffer(0, { maxByteLength: maxBytes });
    let fileName = "";
    let confirmToken: string | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 20, parts: 25, fieldSize: MAX_TOKEN_LENGTH },
      });
    } catch {
      reject(fileIssue("the multipart form could not be read"));
      return;
    }
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || upload || failure) {
        stream.resume();
        return;
      }
      if (!/\.csv$/i.test(info.filename ?? "")) {
        failure = fileIssue(`must be a .csv file, got '${info.filename ?? ""}'`);
        stream.resume();
        return;
      }
      fileName = info.filename ?? "";
      upload = { fileName, data: Buffer.alloc(0) };
      stream.on("data", (chunk: Buffer) => {
        const at = received.byteLength;
        const length = Math.min(chunk.length, maxBytes - at);
        received.resize(at + length);
        new Uint8Array(received, at, length).set(chunk.subarray(0, length));
      });
      stream.on("limit", () => {
        const megabytes = Math.round(maxBytes / 1024 / 1024);
        failure = new AppError(413, `file: larger than the ${megabytes} MB limit`, [
          { field: "file", message: `larger than the ${megabytes} MB limit` },
        ]);
      });
    });
    parser.on("field", (field, value: string) => {
      if (field === "confirmToken" && value.trim() !== "") confirmToken = value.trim();
    });
    parser.on("error", () => reject(fileIssue("the multipart form could not be read")));
    parser.on("close", () => {
      if (failure) return reject(failure);
      if (!upload) return reject(fileIssue("is required (a CSV file in the field 'file')"));
      resolve({ fileName: upload.fileName, data: Buffer.from(received), confirmToken });
    });
    req.pipe(parser);
  });
}
