import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { AppError } from "../errors.js";
import { projectRoot } from "../paths.js";

// PDFs are drawn on a thread of their own (server/pdf/pdf-worker.ts): a long estimate keeps pdfkit busy for a
// noticeable time, which on the main thread would hold up every other visitor's page for as long
// (docs/decisions/performance.md N18).

/** Jobs waiting or drawing at once; past this a request is refused with 503 rather than queued without end. */
export const MAX_PDF_JOBS = 8;

export const PDF_BUSY = "Estimates are being printed for many lists just now. Please try again in a minute.";

/** What the worker draws: a named document and its data, plain values that cross a thread. */
export interface PdfJob {
  document: "estimate";
  data: unknown;
  issuedAt: string;
}

type Reply = { id: number; pdf: Uint8Array } | { id: number; error: string };

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * From source (tests, `npm run dev`) the worker is TypeScript, started through a small bootstrap that registers
 * tsx in the thread; the production build runs the compiled worker next to this module.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  const entry = new URL(`./pdf-worker${here.endsWith(".ts") ? ".ts" : ".js"}`, here);
  return here.endsWith(".ts")
    ? new Worker(join(projectRoot, "server/pdf/pdf-worker-boot.mjs"), { workerData: { entry: entry.href } })
    : new Worker(entry);
}

/** One PDF thread, started with the first job; jobs queue in its message port, at most MAX_PDF_JOBS. */
class PdfThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;

  get pending(): number {
    return this.waiting.size;
  }

  draw(job: PdfJob): Promise<Buffer> {
    if (this.waiting.size >= MAX_PDF_JOBS) return Promise.reject(new AppError(503, PDF_BUSY));
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...job });
    });
  }

  private start(): Worker {
    const worker = startWorker();
    worker.on("message", (reply: Reply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!waiting) return;
      if ("error" in reply) waiting.reject(new Error(`PDF not drawn: ${reply.error}`));
      else waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    // A thread that fails fails its jobs; the next job starts a new one.
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(err);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`PDF thread exited with code ${code}`)));
    // A server never waits for its PDF thread to finish before exiting (after the listeners, which would ref it).
    worker.unref();
    return worker;
  }
}

const thread = new PdfThread();

/** Draws a PDF on the PDF thread; rejects with 503 when MAX_PDF_JOBS are already waiting. */
export function drawOnPdfThread(job: PdfJob): Promise<Buffer> {
  return thread.draw(job);
}
