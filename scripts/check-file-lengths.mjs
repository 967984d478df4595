// Part of `npm run lint`: no source file in app/, server/, core/ or scripts/ is longer than 300 lines, so that each
// module has one job a newcomer can read in one go. Tests are left out (a test file reads as a list of cases);
// declarative tables are allowed by name below.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const MAX_LINES = 300;
const root = fileURLToPath(new URL("..", import.meta.url));
const folders = ["app", "server", "core", "scripts"];
const source = /\.(ts|tsx|mjs|js|css)$/;
const test = /\.(test|spec)\.[^.]+$/;

/** Files that are tables, not logic, with the reason they may be long. Keep this list short. */
const allowed = new Map([
  ["server/db/schema.ts", "Drizzle's table definitions: one declaration per table and column"],
  ["app/app.css", "the stylesheet: design tokens and CSS rules, no logic"],
  ["scripts/demo/branches/postcodes.ts", "the demo's postcode areas, routing keys and phone ranges: data only"],
]);

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (source.test(entry.name) && !test.test(entry.name)) yield path;
  }
}

const tooLong = [];
for (const folder of folders) {
  for (const path of files(join(root, folder))) {
    const name = relative(root, path);
    const text = readFileSync(path, "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > MAX_LINES && !allowed.has(name)) tooLong.push(`  ${name}: ${lines} lines`);
  }
}
if (tooLong.length > 0) {
  console.error(
    `Over ${MAX_LINES} lines (split by job, or add a declarative table to scripts/check-file-lengths.mjs):`,
  );
  console.error(tooLong.join("\n"));
  process.exit(1);
}
