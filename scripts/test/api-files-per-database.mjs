// Which API test files `npm test` runs again on PostgreSQL (docs/decisions/operation.md E41): only a file that opens a
// test database through the helpers (a value import of tests/helpers/test-app, tests/helpers/databases or a
// tests/fixtures module) or reads TEST_DATABASE_URL itself can behave differently there. The others start their own embedded database (a server
// process, a CLI), so a second run would repeat the first.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const OPENS_TEST_DATABASE = [
  /^import (?!type )[^;]*from "\.\.\/(helpers\/(test-app|databases)|fixtures\/[^"]+)\.js";/m,
  /TEST_DATABASE_URL/,
];

/** The API test files (relative to the project root) that never open a test database, so run once, on PGlite. */
export function databaseFreeApiFiles(root) {
  return readdirSync(join(root, "tests/api"))
    .filter((name) => name.endsWith(".test.ts"))
    .filter((name) => {
      const source = readFileSync(join(root, "tests/api", name), "utf8");
      return !OPENS_TEST_DATABASE.some((pattern) => pattern.test(source));
    })
    .map((name) => `tests/api/${name}`)
    .sort();
}
