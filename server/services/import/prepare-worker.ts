// The worker side of prepareOffThread: parses, validates and sanitises one uploaded file away from the thread that
// answers requests, then sends the rows back in batches (each small enough to take the receiving thread a few ms).
import { createHash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { AppError } from "../../errors.js";
import { prepareImport } from "./import-csv.js";
import type { WorkerMessage } from "./prepare-off-thread.js";

const ROWS_PER_MESSAGE = 2000;

const { table, data } = workerData as { table: string; data: Uint8Array };
const send = (message: WorkerMessage) => parentPort!.postMessage(message);

try {
  const fileHash = createHash("sha256").update(data).digest("hex");
  const { rows, rowNumbers, warnings } = await prepareImport(table, data);
  for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) {
    send({
      kind: "rows",
      rows: rows.slice(start, start + ROWS_PER_MESSAGE),
      rowNumbers: rowNumbers.slice(start, start + ROWS_PER_MESSAGE),
    });
  }
  send({ kind: "done", warnings, fileHash });
} catch (err) {
  if (err instanceof AppError) send({ kind: "refused", status: err.status, message: err.message, issues: err.issues });
  else send({ kind: "failed", message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
