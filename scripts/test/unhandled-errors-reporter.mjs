// A vitest reporter that writes the run's unhandled errors (which fail the run without failing a test, and which
// vitest's JSON report leaves out) to the file named by VITEST_UNHANDLED_ERRORS_FILE, for run-tests.mjs to name.
import { writeFileSync } from "node:fs";

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.VITEST_UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? "Error",
      message: error.message ?? String(error),
      stack: error.stack ?? "",
    }));
    writeFileSync(file, JSON.stringify(errors));
  }
}
