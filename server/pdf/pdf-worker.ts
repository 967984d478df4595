import { parentPort } from "node:worker_threads";
import type { PdfJob } from "./pdf-thread.js";
import type { EstimateDocument } from "../services/desk/estimate.js";
import { drawEstimatePdf } from "../services/desk/estimate-pdf.js";

// The PDF thread (server/pdf/pdf-thread.ts): draws one job at a time, in the order they arrive, and answers its bytes.

parentPort!.on("message", async ({ id, document, data, issuedAt }: PdfJob & { id: number }) => {
  try {
    if (document !== "estimate") throw new Error(`unknown document ${String(document)}`);
    const pdf = new Uint8Array(await drawEstimatePdf(data as EstimateDocument, new Date(issuedAt)));
    parentPort!.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
