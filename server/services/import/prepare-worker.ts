// The worker side of prepareOffThread: parses, validates and sanitises uploaded files away from the thread that
// answers requests, one job at a time, and sends each file's rows back in batches (each small enough to take the
// receiving thread a few milliseconds).
import { createHash } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { AppError } from "../../errors.js";
import { prepareImport } from "./import-csv.js";
import type { WorkerJob, WorkerMessage } from "./prepare-off-thread.js";

const ROWS_PER_MESSAGE = 2000;

/**
 * This thread gives way to the one answering requests when both want a core: on Linux a thread has a nice value of
 * its own (docs/decisions/performance.md N40). Elsewhere it keeps the process's priority.
 */
function yieldCoresToRequests() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self: not Linux.
  }
}
yieldCoresToRequests();

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
