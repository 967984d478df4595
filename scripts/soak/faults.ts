// Faults: mail server down, database connection cut, SIGKILL/SIGTERM/SIGINT during an import, SIGTERM under load,
// two instances on one PostgreSQL, one module each in faults/. docs/reliability.md describes what each proves.
import { databaseCut } from "./faults/database-cut.js";
import { signalDuringPgliteImport, sigkillDuringImport } from "./faults/imports.js";
import { sigtermUnderLoad } from "./faults/sigterm-under-load.js";
import { smtpDown } from "./faults/smtp-down.js";
import { twoInstances } from "./faults/two-instances.js";
import { skippedRow } from "./instance.js";
import type { SoakRow, SoakStep } from "./types.js";

// Each fault is its own soak step (scripts/soak/index.ts lists them), so one that runs out of time costs only its rows.
const guarded =
  (
    area: string,
    check: string,
    body: (postgresUrl: string | undefined, log: (line: string) => void) => Promise<SoakRow[]>,
    needsPostgres = false,
  ): SoakStep =>
  async ({ postgresUrl, log }) => {
    if (needsPostgres && !postgresUrl) return [skippedRow(area, check)];
    try {
      return await body(postgresUrl, log);
    } catch (err) {
      return [{ area, check, figure: String(err).slice(0, 300), ok: false }];
    }
  };

export const runSmtpDown = guarded("fault smtp", "mail server down, then up", () => smtpDown());
export const runSigtermUnderLoad = guarded("fault sigterm", "SIGTERM under load (PGlite)", () => sigtermUnderLoad());
export const runSignalDuringImport = guarded("fault import", "SIGTERM/SIGINT mid-import (PGlite)", () =>
  signalDuringPgliteImport(),
);
export const runDatabaseCut = guarded(
  "fault database",
  "connection cut mid-run",
  (url, log) => databaseCut(url!, log),
  true,
);
export const runSigkillDuringImport = guarded(
  "fault import",
  "SIGKILL mid-import (PostgreSQL)",
  (url) => sigkillDuringImport(url!),
  true,
);
export const runTwoInstances = guarded(
  "scale-out",
  "two instances on one PostgreSQL",
  (url, log) => twoInstances(url!, log),
  true,
);
