import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_FILES_WITH_OWN_MODULES } from "../../vitest.config.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
// What changes a module before or while it loads (a file would leave its setting to the next file in its worker), and
// what reads figures every earlier file in the worker adds to (the request counters of the process the test app
// runs in).
const NEEDS_OWN_MODULES = [/\bvi\.(hoisted|mock|doMock|stubEnv|stubGlobal)\(/, /\bapp\.fetch\("\/metrics"/];

describe("API files that share their worker's modules (docs/decisions/operation.md E45)", () => {
  const files = readdirSync(`${root}tests/api`)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `tests/api/${name}`);

  it("leave out every file that changes a module's setting or reads process-wide counters", () => {
    const needing = files.filter((file) => {
      const source = readFileSync(`${root}${file}`, "utf8");
      return NEEDS_OWN_MODULES.some((pattern) => pattern.test(source));
    });
    expect(needing).toEqual(expect.arrayContaining(["tests/api/eircode-search.test.ts", "tests/api/metrics.test.ts"]));
    expect(API_FILES_WITH_OWN_MODULES.toSorted()).toEqual(needing.toSorted());
  });

  it("name only files that exist", () => {
    for (const file of API_FILES_WITH_OWN_MODULES) expect(existsSync(`${root}${file}`), file).toBe(true);
  });
});
