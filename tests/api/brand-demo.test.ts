import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands } from "../../brands/index.js";
import { projectRoot, startServerProcess, type ServerProcess } from "../helpers/server-process.js";

// The Irish demo brand's first start is its own. Curlew Hire's stock and delivery bands name its own
// branches (docs/decisions/operation.md O12), so loading the demo warns of nothing, and its catalogue pictures are
// drawn in its colours (E31, docs/decisions/catalogue-import.md C15). A server process of the brand's own, from the
// sources (no page build needed for the API and the static folders).

const { demo } = brands.curlew;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    args: ["--import", "tsx", "server/main.ts"],
    env: { NODE_ENV: "development", BRAND: "curlew", SEED_DEMO: "true", LOG_LEVEL: "info" },
    quiet: true,
  });
}, 120_000);
afterAll(() => server?.stop());

/** The log's JSON lines (the first start's child writes to the same standard output). */
const logLines = () =>
  server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; records?: Record<string, number> });

describe("Curlew Hire's first start", () => {
  it("loads the demo with its own branches' stock and delivery bands, and logs no warning", () => {
    const loaded = logLines().find((line) => line.msg === "demo catalogue loaded");
    expect(loaded?.records?.locations).toBe(
      readFileSync(join(projectRoot, demo.folder, "locations.csv"), "utf8")
        .trim()
        .split("\n").length - 1,
    );
    expect(loaded?.records?.branch_stock).toBeGreaterThan(0);
    expect(loaded?.records?.delivery_bands).toBeGreaterThan(0);
    const warnings = logLines().filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.msg)).toEqual([]);
  });

  it("serves the catalogue pictures drawn in its own colours, not Kestrel Hire's", async () => {
    const response = await server.fetch("/category_images/ACC-BOOM-ART.jpg");
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(readFileSync(join(projectRoot, demo.folder, "category_images/ACC-BOOM-ART.jpg")))).toBe(true);
    expect(served.equals(readFileSync(join(projectRoot, "data/demo/category_images/ACC-BOOM-ART.jpg")))).toBe(false);
  });
});
