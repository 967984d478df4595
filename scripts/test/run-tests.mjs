// `npm test`: unit, API and browser tests, then one closing line "N passed, N failed".
// Totals come from each runner's JSON report; the exit code is non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { databaseFreeApiFiles } from "./api-files-per-database.mjs";
import { staleBuildReason } from "../build-freshness.mjs";
import { ensureTestDatabase } from "./test-database.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const reports = `${root}tests/.tmp/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- api e2e` (e2e-curlew: the Irish brand's browser run alone)
const wants = (suite) => only.length === 0 || only.includes(suite);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** The first line of a failure message, without colour codes: enough to tell a failure apart in CI's last lines. */
const firstLine = (message = "") =>
  message
    // eslint-disable-next-line no-control-regex -- colour codes are escape sequences
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? "";

/** Where a vitest run's unhandled errors go: vitest's JSON report leaves them out. */
const unhandledErrorsFile = (jsonReport) => jsonReport.replace(/\.json$/, ".unhandled.json");

function vitestTotals(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = report.testResults.flatMap((result) => {
    const testFile = result.name.replace(root, "");
    const failedTests = result.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${testFile} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import or a hook) has no failed test to name.
    if (failedTests.length === 0 && result.status === "failed")
      failedTests.push(`${testFile}: ${firstLine(result.message)}`);
    return failedTests;
  });
  const unhandled = existsSync(unhandledErrorsFile(file))
    ? JSON.parse(readFileSync(unhandledErrorsFile(file), "utf8"))
    : [];
  for (const error of unhandled) {
    const where = error.stack.split("\n").find((line) => line.includes(root) && !line.includes("node_modules"));
    failures.push(
      `unhandled ${error.name}: ${firstLine(error.message)}${where ? ` (${where.trim().replace(root, "")})` : ""}`,
    );
  }
  const files = report.testResults.map((result) => ({
    file: result.name.replace(root, ""),
    ms: result.endTime - result.startTime,
  }));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
    files,
  };
}

function playwrightTotals(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const failures = [];
  const fileMs = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        fileMs.set(spec.file, (fileMs.get(spec.file) ?? 0) + ms);
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `${spec.file} > [${test.projectName}] ${[...titles, spec.title].join(" > ")}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const { stats } = report;
  // Test time summed over both projects and workers: how much of the run a file costs.
  const files = [...fileMs].map(([file, ms]) => ({ file: `tests/e2e/${file}`, ms }));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures, files };
}

const suites = [];
const suiteStarted = { at: performance.now() };
function suite(name, exitCode, totals) {
  const seconds = (performance.now() - suiteStarted.at) / 1000;
  suiteStarted.at = performance.now();
  // A runner that crashed before reporting counts as one failure, never as silence.
  const counted = totals ?? {
    passed: 0,
    failed: 1,
    skipped: 0,
    failures: [`${name}: the runner ended without a report`],
    files: [],
  };
  if (exitCode !== 0 && counted.failed === 0) {
    counted.failed = 1;
    if (counted.failures.length === 0) counted.failures.push(`${name}: exited ${exitCode} with no failed test named`);
  }
  suites.push({ name, seconds, files: [], ...counted });
}

if (wants("unit")) {
  const file = `${reports}/unit.json`;
  suite(
    "unit",
    run(
      "npx",
      [
        "vitest",
        "run",
        "--project",
        "unit",
        "--reporter=default",
        "--reporter=json",
        "--reporter=./scripts/test/unhandled-errors-reporter.mjs",
        `--outputFile.json=${file}`,
      ],
      { VITEST_UNHANDLED_ERRORS_FILE: unhandledErrorsFile(file) },
    ),
    vitestTotals(file),
  );
}
/** Builds a brand's pages and the server when they are older than the sources; false when the build failed. */
function buildIfStale(brand = "") {
  if (!staleBuildReason(root, { BRAND: brand })) return true;
  const name = `build${brand ? ` (${brand})` : ""}`;
  const built = run("npm", ["run", "build"], brand ? { BRAND: brand } : {});
  const failures = built === 0 ? [] : [`${name}: \`npm run build\` failed`];
  suite(name, built, { passed: 0, failed: 0, skipped: 0, failures, files: [] });
  return built === 0;
}

// One build of each brand serves the API suite's server processes (brand-no-leak runs both brands) and the browser
// tests (docs/decisions/operation.md E41).
const needsBuild = wants("api") || wants("e2e") || only.includes("api-postgres");
const built = needsBuild ? buildIfStale() : true;
const wantsCurlew = wants("api") || wants("e2e") || only.includes("e2e-curlew");
const builtCurlew = wantsCurlew ? buildIfStale("curlew") : true;

function runApi(name, databaseUrl, excluded = []) {
  const file = `${reports}/${name}.json`;
  const args = [
    "vitest",
    "run",
    "--project",
    "api",
    "--project",
    "api-own-modules",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./scripts/test/unhandled-errors-reporter.mjs",
    `--outputFile.json=${file}`,
    ...excluded.map((path) => `--exclude=${path}`),
  ];
  const env = { TEST_DATABASE_URL: databaseUrl, VITEST_UNHANDLED_ERRORS_FILE: unhandledErrorsFile(file) };
  suite(name, run("npx", args, env), vitestTotals(file));
}
if (wants("api")) runApi("api", "");
// With TEST_DATABASE_URL set, the API suite runs a second time against PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl && (wants("api") || only.includes("api-postgres"))) {
  const problem = await ensureTestDatabase(postgresUrl);
  if (problem) {
    console.error(problem);
    suite("api-postgres", 1, { passed: 0, failed: 1, skipped: 0, failures: [problem], files: [] });
  } else runApi("api-postgres", postgresUrl, databaseFreeApiFiles(root));
}
if (wants("e2e") && built) {
  const file = `${reports}/e2e.json`;
  suite("e2e", run("npx", ["playwright", "test"], { PW_JSON_REPORT: file }), playwrightTotals(file));
}
// The Irish brand's journey in the browser, on its own build (build/curlew/, beside the default brand's): the
// white-label spec, which a run for another brand skips (docs/white-label.md).
if (wants("e2e") || only.includes("e2e-curlew")) {
  const file = `${reports}/e2e-curlew.json`;
  if (builtCurlew) {
    const args = ["playwright", "test", "tests/e2e/white-label.spec.ts"];
    suite("e2e-curlew", run("npx", args, { BRAND: "curlew", PW_JSON_REPORT: file }), playwrightTotals(file));
  }
}

const total = suites.reduce(
  (sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log("");
const slowest = suites
  .flatMap((s) => s.files.map((file) => ({ ...file, suite: s.name })))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 8);
if (slowest.length) console.log("Slowest test files:");
for (const { suite: name, file, ms } of slowest)
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}: ${file}`);
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
console.log(`Time: ${suites.map((s) => `${s.name} ${minutes(s.seconds)}`).join(", ")}`);
// The names of failed tests come last, with the totals, so that a log's closing lines say what went wrong.
for (const s of suites) for (const failure of s.failures.slice(0, 20)) console.log(`  FAILED ${s.name}: ${failure}`);
for (const s of suites)
  console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ""}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed > 0 ? 1 : 0);
