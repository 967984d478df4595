// Build step: runs PGlite's initdb once and keeps the empty cluster for first starts (server/db/pglite-template.ts).
import { performance } from "node:perf_hooks";
import { writePgliteTemplate } from "../dist/server/db/pglite-template.js";

const started = performance.now();
const file = await writePgliteTemplate();
console.log(`embedded database template: ${file} (${Math.round(performance.now() - started)} ms)`);
