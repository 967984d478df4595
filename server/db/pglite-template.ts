import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { projectRoot } from "../paths.js";

// PGlite's initdb copies its whole WebAssembly heap to reset it between steps, so a process that runs it peaks above
// the start-up memory target. The build runs initdb once (`npm run build`, scripts/make-pglite-template.mjs) and keeps
// the new, empty cluster as a tarball; a first start unpacks it instead, at a fraction of that peak
// (docs/decisions/performance.md N8, figures in docs/performance-figures.md). The
// file is named after PGlite's version, so a build made with another version is simply not found.

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  let dir = dirname(entry);
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** Where the build keeps the empty cluster made by this PGlite version. */
export function pgliteTemplateFile(): string {
  return join(projectRoot, "dist", `pglite-initdb-${pgliteVersion()}.tar.gz`);
}

/** The build's empty cluster, or undefined when there is none for this PGlite version (initdb runs instead). */
export function readPgliteTemplate(): Blob | undefined {
  const file = pgliteTemplateFile();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** Runs initdb in memory and writes the new cluster, gzipped, to `file`. */
export async function writePgliteTemplate(file = pgliteTemplateFile()): Promise<string> {
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir("gzip");
    // Renamed into place, so an interrupted build leaves no partial tarball for a first start to trip on.
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
  } finally {
    await pglite.close();
  }
  return file;
}
