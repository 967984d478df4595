// Child process of the server's first start on an empty data folder (server/db/pglite-first-start.ts): creates the
// embedded database (from the build's template, or initdb), applies the migrations, loads the demo catalogue when asked, and exits, taking
// initdb's WebAssembly memory with it. Reports its peak resident memory over IPC.
import { openDatabase } from "../db/client.js";
import type { FirstStartReport, FirstStartRequest } from "../db/pglite-first-start.js";
import { readPgliteTemplate } from "../db/pglite-template.js";
import { createLogger } from "../logger.js";
import { seedDemoCatalogueIfEmpty } from "../services/import/index.js";

const request = JSON.parse(process.argv[2] ?? "{}") as FirstStartRequest;
const logger = createLogger(request.logLevel, { format: request.logFormat });

// The build's empty cluster when there is one (docs/decisions/performance.md N8); otherwise PGlite runs initdb.
const database = await openDatabase({ kind: "pglite", dataDir: request.dataDir, loadDataDir: readPgliteTemplate() });
await database.migrate();
if (request.seedDemo) await seedDemoCatalogueIfEmpty(database.db, logger);
await database.close();

// resourceUsage().maxRSS is in kilobytes (getrusage), on every platform Node runs on.
const report: FirstStartReport = { peakMb: Math.round(process.resourceUsage().maxRSS / 1024) };
process.send!(report, () => process.exit(0));
