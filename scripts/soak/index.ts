// npm run soak: every step below in order, each bounded in time, loopback only; one table at the end
// (area | check | figure | result), then `soak: N checks, N failed, lost: N`; exits non-zero on any failure.
// PostgreSQL steps use SOAK_DATABASE_URL (a server where they may create and drop <its database>_soak_* databases).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "../build-freshness.mjs";
import type { SoakRow, SoakStep } from "./types.js";

/** Steps in the order they run: a module, the SoakStep it exports (default `run`), and the most it may take. */
const STEPS: { name: string; exported?: string; minutes: number }[] = [
  { name: "load", minutes: 7 },
  { name: "faults", exported: "runSmtpDown", minutes: 1 },
  { name: "faults", exported: "runSigtermUnderLoad", minutes: 1 },
  { name: "faults", exported: "runSignalDuringImport", minutes: 1.5 },
  { name: "faults", exported: "runDatabaseCut", minutes: 1 },
  { name: "faults", exported: "runSigkillDuringImport", minutes: 1.5 },
  { name: "faults", exported: "runTwoInstances", minutes: 2 },
  { name: "import-load", minutes: 3 },
  { name: "hostile", minutes: 2 },
  { name: "spellings", minutes: 2 },
  { name: "pdf-flood", minutes: 2 },
  { name: "render-flood", minutes: 2 },
];
// SOAK_STEPS=faults,load runs only those modules (while working on one); SOAK_TIME_SCALE=3 triples every bound
// (a machine much busier than CI).
const timeScale = Number(process.env.SOAK_TIME_SCALE ?? 1);
const only = process.env.SOAK_STEPS?.split(",").map((name) => name.trim());

const root = fileURLToPath(new URL("../..", import.meta.url));
const postgresUrl = process.env.SOAK_DATABASE_URL || undefined;
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

const stale = staleBuildReason(root);
if (stale) {
  console.error(`The production build is out of date (${stale}): run \`npm run build\` before \`npm run soak\`.`);
  process.exit(1);
}

const rows: SoakRow[] = [];
for (const step of STEPS.filter((entry) => !only || only.includes(entry.name) || only.includes(entry.exported ?? ""))) {
  const label = step.exported ? `${step.name}.${step.exported}` : step.name;
  const file = fileURLToPath(new URL(`./${step.name}.ts`, import.meta.url));
  if (!existsSync(file)) {
    rows.push({ area: step.name, check: "step module present", figure: `${file} missing`, ok: false });
    continue;
  }
  log(`step ${label} (at most ${step.minutes * timeScale} min)`);
  const started = performance.now();
  try {
    const module = (await import(`./${step.name}.js`)) as Record<string, SoakStep>;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`took longer than ${step.minutes * timeScale} min`)),
        step.minutes * timeScale * 60_000,
      );
    });
    rows.push(
      ...(await Promise.race([module[step.exported ?? "run"]({ postgresUrl, log }), timeout]).finally(() =>
        clearTimeout(timer),
      )),
    );
  } catch (err) {
    rows.push({ area: label, check: "step ran to the end", figure: String(err).slice(0, 300), ok: false });
  }
  log(`step ${label} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const table = [
  ["area", "check", "figure", "result"],
  ...rows.map((r) => [r.area, r.check, r.figure, r.ok ? (r.targetMissed ? "missed" : "ok") : "FAIL"]),
];
const widths = table[0].map((_, column) => Math.min(70, Math.max(...table.map((row) => row[column].length))));
console.log("");
for (const [index, row] of table.entries()) {
  console.log(row.map((cell, column) => (column === 2 ? cell : cell.padEnd(widths[column]))).join(" | "));
  if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
}
const failed = rows.filter((row) => !row.ok).length;
const lost = rows.reduce((sum, row) => sum + (row.lost ?? 0), 0);
const missed = rows.filter((row) => row.ok && row.targetMissed).length;
console.log(`soak: ${rows.length} checks, ${failed} failed, lost: ${lost}, speed targets missed: ${missed}`);
// Child processes and servers a step failed to close must not keep the run alive.
process.exit(failed > 0 || lost > 0 ? 1 : 0);
