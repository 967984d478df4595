// npm run bench:snapshot — rebuilding the catalogue snapshot after an import of a large catalogue
// (the demo equipment replicated to 100,000 items): how long until visitors see the import (target 10 s), the
// longest time the event loop was held meanwhile (docs/decisions/catalogue-import.md C5: at most 50 ms at a time),
// and this process's CPU time for it, which other load on the machine does not inflate as it does the wall clock.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pino } from "pino";
import { openDatabase } from "../../server/db/client.js";
import { CatalogueStore } from "../../server/services/catalogue/store.js";
import { replicatedEquipmentCsv } from "./replicate-equipment.js";
import { importCsv, seedDemoCatalogueIfEmpty } from "../../server/services/import/index.js";

const target = Number(process.argv[2] ?? 100_000);
const logger = pino({ level: "silent" });
const database = await openDatabase({ kind: "pglite" });
await database.migrate();
await seedDemoCatalogueIfEmpty(database.db, logger);
const { csv, rows } = await replicatedEquipmentCsv(database.db, target);

let started = performance.now();
await importCsv({ db: database.db, table: "equipment", input: csv });
console.log(`imported ${rows} equipment rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const store = new CatalogueStore(database.db, logger);
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
started = performance.now();
const cpuBefore = process.cpuUsage();
const snapshot = await store.reload();
const cpu = process.cpuUsage(cpuBefore);
delay.disable();
console.log(
  `snapshot of ${snapshot.counts().equipment} items rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(target 10 s; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU); ` +
    `event loop held at most ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, target 50 ms)`,
);
await database.close();
