// Times a large equipment import into a fresh in-memory PGlite, then a second import replacing it.
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { IMPORT_TABLES } from "../core/import-columns.js";
import { openDatabase, type Db } from "../server/db/client.js";
import { importCsv, type ImportStage } from "../server/services/import/index.js";
import { readCsvRecords } from "../server/services/import/read-csv.js";

// npm run bench:import -- [rows] [--attributes]; --attributes gives every description a class
// attribute, so every row takes sanitize-html's full parse (the worst case).
const args = process.argv.slice(2);
const rows = Number(args.find((arg) => /^\d+$/.test(arg)) ?? process.env.ROWS ?? 100_000);
const allAttributes = args.includes("--attributes");
const CATEGORY_COUNT = 60;
const categorySlug = (i: number) => `category-${i}`;

function categoriesCsv(): string {
  const records = [IMPORT_TABLES.categories.columns.map((c) => c.name)];
  for (let i = 0; i < CATEGORY_COUNT; i++) {
    records.push([categorySlug(i), `Category ${i}`, `CAT${i}`, "0", "", "", "", "", "", "", String(i)]);
  }
  return stringify(records);
}

const words = ["Breaker", "Drill", "Saw", "Compactor", "Generator", "Pump", "Heater", "Sander", "Mixer", "Lifter"];

function equipmentCsv(count: number): Buffer {
  const records = [IMPORT_TABLES.equipment.columns.map((c) => c.name)];
  for (let i = 0; i < count; i++) {
    const word = words[i % words.length];
    const weekly = i % 3 !== 0;
    records.push([
      `${word.toLowerCase()}-${i}`,
      `${word} ${i} 110V`,
      `PC${String(i).padStart(7, "0")}`,
      i % 10 === 0 ? "Resale" : "Hire",
      i % 50 === 0 ? "" : (10 + (i % 500) + (i % 100) / 100).toFixed(2),
      weekly ? "per week" : "per day",
      i % 4 === 0 ? (20 + (i % 700)).toFixed(2) : "",
      `IMG${i % 2000}`,
      `CC${i % 300}`,
      // Typical catalogue copy: a paragraph, a list and a small specification table.
      `<p${allAttributes ? ' class="lead"' : ""}>The ${word} ${i} is a heavy-duty model for trade use &amp; DIY.</p>` +
        `<ul><li>Weight ${i % 90} kg</li><li>Power ${(i % 20) + 1} kW</li><li>Supplied with case</li></ul>` +
        `<table><tr><th>Voltage</th><td>110V</td></tr><tr><th>Code</th><td>${i}</td></tr></table>` +
        // One row in ten has a link, which takes sanitize-html's full parse.
        (i % 10 === 0
          ? `<p>See the <a href="https://example.com/sheets/${i}.pdf" target="_blank">data sheet</a>.</p>`
          : ""),
      categorySlug(i % CATEGORY_COUNT),
    ]);
  }
  return Buffer.from(stringify(records));
}

/** Feeds the file in 64 KiB chunks, as an upload arrives. */
const chunked = (buffer: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += 65_536) yield buffer.subarray(at, at + 65_536);
    })(),
  );

async function main() {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await importCsv({ db: database.db, table: "categories", input: categoriesCsv() });
  const file = equipmentCsv(rows);
  console.log(`equipment.csv: ${rows.toLocaleString("en-GB")} rows, ${(file.length / 1e6).toFixed(1)} MB`);

  const started = performance.now();
  let parsed = 0;
  for await (const _record of readCsvRecords(chunked(file))) parsed++;
  const parseMs = performance.now() - started;

  const first = await timedImport(database.db, file, "into an empty table");
  // The usual case: replacing a table that is already full.
  const second = await timedImport(database.db, file, "replacing the same rows");
  console.log(`parse only (separate pass): ${ms(parseMs)} (${parsed - 1} records)`);
  await database.close();
  if (first !== rows || second !== rows) process.exitCode = 1;
}

const ms = (value = 0) => `${Math.round(value).toLocaleString("en-GB").padStart(7)} ms`;

async function timedImport(db: Db, file: Buffer, label: string): Promise<number> {
  const stages: Partial<Record<ImportStage, number>> = {};
  // CPU time too: on a busy machine wall-clock figures mostly measure the other processes.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await importCsv({
    db,
    table: "equipment",
    input: chunked(file),
    onStage: (stage, stageMs) => (stages[stage] = stageMs),
  });
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const perSecond = Math.round(result.recordsImported / (totalMs / 1000)).toLocaleString("en-GB");
  console.log(`\nimport ${label}: ${result.recordsImported} rows, ${result.warnings.length} warnings`);
  console.log(`  parse + validate + sanitise: ${ms(stages.read)}`);
  console.log(`  reference check:             ${ms(stages.references)}`);
  console.log(`  write (delete+insert+bump):  ${ms(stages.write)}`);
  console.log(`  total:                       ${ms(totalMs)}  (${perSecond} rows/s)`);
  console.log(`  CPU time used:               ${ms(cpuMs)}`);
  return result.recordsImported;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
