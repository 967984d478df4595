// Starts server/pdf/pdf-worker.ts from source (tests, `npm run dev`): registers tsx in this thread, then loads the worker.
// The production build starts the compiled dist/server/pdf/pdf-worker.js directly (server/pdf/pdf-thread.ts).
import { workerData } from "node:worker_threads";

const { register } = await import("tsx/esm/api");
register();
await import(workerData.entry);
