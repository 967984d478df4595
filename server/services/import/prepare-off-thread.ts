import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { IMPORT_TABLES, type ImportTableName } from "../../../core/import-columns.js";
import { AppError } from "../../errors.js";
import type { PreparedImport } from "./import-csv.js";
import type { RowValues } from "./validate-rows.js";

export type WorkerMessage =
  | { kind: "rows"; rows: RowValues[]; rowNumbers: number[] }
  | { kind: "done"; warnings: string[]; fileHash: string }
  | { kind: "refused"; status: number; message: string; issues?: { field: string; message: string }[] }
  | { kind: "failed"; message: string };

/** A prepared file and the SHA-256 of its bytes (what a confirmation token is tied to). */
export interface PreparedUpload extends PreparedImport {
  fileHash: string;
}

// Built, the worker is dist/.../prepare-worker.js. From source (tsx, vitest) it is the .ts file, which a worker can
// load only after registering tsx's loader itself (Node 20 does not pass loader hooks on to workers).
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(fromSource ? "./prepare-worker.ts" : "./prepare-worker.js", import.meta.url);

function startWorker(workerData: unknown): Worker {
  if (!fromSource) return new Worker(workerUrl, { workerData });
  const tsxRoot = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsxApi = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * The first half of an import (parse, validate, sanitise) on a worker thread, so a large file does not stall
 * the requests this process is answering (issue 24). The database write stays on the caller's side.
 */
export function prepareOffThread(table: ImportTableName, data: Uint8Array): Promise<PreparedUpload> {
  return new Promise((resolve, reject) => {
    const rows: RowValues[] = [];
    const rowNumbers: number[] = [];
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const worker = startWorker({ table, data });
    worker.on("message", (message: WorkerMessage) => {
      if (message.kind === "rows") {
        for (const row of message.rows) rows.push(row);
        for (const rowNumber of message.rowNumbers) rowNumbers.push(rowNumber);
      } else if (message.kind === "done") {
        const spec = IMPORT_TABLES[table];
        settle(() => resolve({ spec, rows, rowNumbers, warnings: message.warnings, fileHash: message.fileHash }));
      } else if (message.kind === "refused") {
        settle(() => reject(new AppError(message.status, message.message, message.issues)));
      } else {
        settle(() => reject(new Error(`The import worker failed: ${message.message}`)));
      }
    });
    worker.on("error", (err) => settle(() => reject(err)));
    worker.on("exit", (code) =>
      settle(() => reject(new Error(`The import worker stopped (exit code ${code}) before it finished`))),
    );
  });
}
