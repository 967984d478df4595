// Times equipment imports end to end (5,000 / 50,000 / 100,000 rows) on PGlite and, with BENCH_DATABASE_URL, on
// PostgreSQL, each next to a plain batched INSERT of the same rows into the same database (the ratio of #13 target 6).
import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { IMPORT_TABLES } from "../../core/import-columns.js";
import { openDatabase, type Database, type Db } from "../../server/db/client.js";
import * as schema from "../../server/db/schema.js";
import { importCsv, type ImportStage } from "../../server/services/import/index.js";
import { printTable, type Row } from "./support.js";

// npm run bench:import -- [rows...] [--attributes]; --attributes gives every description a class
// attribute, so every row takes sanitize-html's full parse (the worst case). BENCH_DATABASE_URL: a PostgreSQL
// database of its own (its catalogue tables are emptied).
const args = process.argv.slice(2);
const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
if (sizes.length === 0) sizes.push(...(process.env.ROWS ? [Number(process.env.ROWS)] : [5_000, 50_000, 100_000]));
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

const equipmentColumns = IMPORT_TABLES.equipment.columns.map((c) => c.name);

/** An equipment row by column name. */
type EquipmentRow = Record<string, string>;

/** One CSV record in the table's column order; columns the bench leaves out (the rate bands) stay empty. */
const inColumnOrder = (values: EquipmentRow) => equipmentColumns.map((name) => values[name] ?? "");

function equipmentRows(count: number): EquipmentRow[] {
  const rows: EquipmentRow[] = [];
  for (let i = 0; i < count; i++) {
    const word = words[i % words.length];
    const weekly = i % 3 !== 0;
    rows.push({
      equipmentSlug: `${word.toLowerCase()}-${i}`,
      name: `${word} ${i} 110V`,
      productCode: `PC${String(i).padStart(7, "0")}`,
      type: i % 10 === 0 ? "Resale" : "Hire",
      rate: i % 50 === 0 ? "" : (10 + (i % 500) + (i % 100) / 100).toFixed(2),
      rateType: weekly ? "per week" : "per day",
      strikeRate: i % 4 === 0 ? (20 + (i % 700)).toFixed(2) : "",
      imageCode: `IMG${i % 2000}`,
      commCode: `CC${i % 300}`,
      // Typical catalogue copy: a paragraph, a list and a small specification table.
      fullDescription:
        `<p${allAttributes ? ' class="lead"' : ""}>The ${word} ${i} is a heavy-duty model for trade use &amp; DIY.</p>` +
        `<ul><li>Weight ${i % 90} kg</li><li>Power ${(i % 20) + 1} kW</li><li>Supplied with case</li></ul>` +
        `<table><tr><th>Voltage</th><td>110V</td></tr><tr><th>Code</th><td>${i}</td></tr></table>` +
        // One row in ten has a link, which takes sanitize-html's full parse.
        (i % 10 === 0
          ? `<p>See the <a href="https://example.com/sheets/${i}.pdf" target="_blank">data sheet</a>.</p>`
          : ""),
      mainCategorySlug: categorySlug(i % CATEGORY_COUNT),
    });
  }
  return rows;
}

/** Feeds the file in 64 KiB chunks, as an upload arrives. */
const chunked = (buffer: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += 65_536) yield buffer.subarray(at, at + 65_536);
    })(),
  );

async function main() {
  const rows: Row[] = [];
  const backends: { name: string; open: () => Promise<Database> }[] = [
    { name: "PGlite", open: () => openDatabase({ kind: "pglite" }) },
  ];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl)
    backends.push({ name: "PostgreSQL", open: () => openDatabase({ kind: "postgres", url: postgresUrl }) });
  else console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to a database of its own to include it)");

  for (const backend of backends) {
    for (const count of sizes) {
      const database = await backend.open();
      await database.migrate();
      for (const table of Object.values(schema.importableTables)) await database.db.delete(table);
      await importCsv({ db: database.db, table: "categories", input: categoriesCsv() });
      const equipment = equipmentRows(count);
      const file = Buffer.from(stringify([equipmentColumns, ...equipment.map(inColumnOrder)]));
      console.log(
        `\n${backend.name}, equipment.csv: ${count.toLocaleString("en-GB")} rows, ${(file.length / 1e6).toFixed(1)} MB`,
      );
      const importMs = await timedImport(database.db, file, "into an empty table");
      await database.db.delete(schema.equipment);
      const insertMs = await plainInsert(database.db, equipment);
      await database.close();
      const importRate = count / (importMs / 1000);
      const insertRate = count / (insertMs / 1000);
      const ratio = importRate / insertRate;
      const label = `${backend.name} ${count.toLocaleString("en-GB")} rows`;
      rows.push({
        measure: `${label}: import vs plain INSERT`,
        figure: `${ratio.toFixed(2)}x (${Math.round(importRate)} vs ${Math.round(insertRate)} rows/s)`,
        target: ">= 0.3x",
        pass: ratio >= 0.3,
      });
      if (backend.name === "PGlite" && count === 100_000) {
        rows.push({
          measure: `${label}: import end to end`,
          figure: `${(importMs / 1000).toFixed(1)} s`,
          target: "<= 15 s",
          pass: importMs <= 15_000,
        });
      }
    }
  }
  printTable("bench:import (equipment rows, end to end)", rows);
}

/** The baseline: the same rows, already parsed, inserted 1,000 at a time in one transaction. */
async function plainInsert(db: Db, equipment: EquipmentRow[]): Promise<number> {
  const values = equipment.map((row) => ({
    equipmentSlug: row.equipmentSlug!,
    name: row.name!,
    productCode: row.productCode!,
    type: row.type!,
    rate: row.rate || null,
    rateType: row.rateType!,
    strikeRate: row.strikeRate || null,
    imageCode: row.imageCode!,
    commCode: row.commCode!,
    fullDescription: row.fullDescription!,
    mainCategorySlug: row.mainCategorySlug!,
  }));
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (let at = 0; at < values.length; at += 1000)
      await tx.insert(schema.equipment).values(values.slice(at, at + 1000));
  });
  const elapsed = performance.now() - started;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.equipment);
  console.log(`plain batched INSERT: ${count} rows in ${ms(elapsed)}`);
  return elapsed;
}

const ms = (value = 0) => `${Math.round(value).toLocaleString("en-GB").padStart(7)} ms`;

/** Imports the file and returns the wall-clock milliseconds it took. */
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
  if (result.recordsImported !== file.toString().split("\n").length - 2) process.exitCode = 1;
  return totalMs;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
