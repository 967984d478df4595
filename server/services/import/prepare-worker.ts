// The worker side of prepareOffThread: parses, validates and sanitises uploaded files away from the thread that
// answers requests, one job at a time, and sends each file's rows back in batches (each small enough to take the
// receiving thread a few milliseconds).
import { createHash } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { AppError } from "../../errors.js";
import { prepareImport } from "./import-csv.js";
import type { WorkerJob, WorkerMessage } from "./prepare-off-thread.js";

const ROWS_PER_MESSAGE = 2000;

const send = (message: WorkerMessage) => parentPort!.postMessage(message);

async function prepare({ table, data }: WorkerJob): Promise<void> {
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
    if (err instanceof AppError)
      send({ kind: "refused", status: err.status, message: err.message, issues: err.issues });
    else send({ kind: "failed", message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

parentPort!.on("message", (job: WorkerJob) => void prepare(job));
