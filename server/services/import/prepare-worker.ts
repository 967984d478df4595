// The worker side of withPreparedUpload: parses, validates and sanitises uploaded files away from the thread that
// answers requests, one job at a time, and keeps each file's rows until the job is released, handing them out a batch
// at a time (each small enough to take the receiving thread a few milliseconds).
import { createHash } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { AppError } from "../../errors.js";
import { prepareImport } from "./import-csv.js";
import type { WorkerMessage, WorkerRequest } from "./prepare-off-thread.js";

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

/** The job whose rows this worker holds. */
let held: { job: number; batches: AsyncIterator<string> } | undefined;

async function prepare({ job, table, data }: Extract<WorkerRequest, { kind: "prepare" }>): Promise<void> {
  try {
    const fileHash = createHash("sha256").update(data).digest("hex");
    const { rowCount, references, warnings, batches } = await prepareImport(table, data);
    held = { job, batches: batches()[Symbol.asyncIterator]() };
    send({ kind: "prepared", job, rowCount, references, warnings, fileHash });
  } catch (err) {
    if (err instanceof AppError)
      send({ kind: "refused", job, status: err.status, message: err.message, issues: err.issues });
    else send({ kind: "failed", job, message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

async function nextBatch(job: number): Promise<void> {
  if (held?.job !== job) return send({ kind: "failed", job, message: `job ${job} holds no rows here` });
  const { value, done } = await held.batches.next();
  send({ kind: "batch", job, json: done ? null : value });
}

parentPort!.on("message", (request: WorkerRequest) => {
  if (request.kind === "prepare") void prepare(request);
  else if (request.kind === "batch") void nextBatch(request.job);
  else if (held?.job === request.job) held = undefined;
});
