// The browser tests' server: the production build on a fresh embedded database in tests/.tmp.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleBuildReason } from "../build-freshness.mjs";

const dataDir = fileURLToPath(new URL("../../tests/.tmp/e2e-data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "true";
// start.mjs would rebuild a stale build, which takes longer than Playwright waits for the server: ask for it instead.
const stale = staleBuildReason(fileURLToPath(new URL("../..", import.meta.url)));
if (stale) {
  console.error(`The production build is out of date (${stale}): run \`npm run build\` before the browser tests.`);
  process.exit(1);
}
// The postcode service is a local stub speaking the postcodes.io API (tests never reach the internet).
const { startPostcodesStub } = await import("../../tests/fixtures/postcodes-stub.mjs");
const stub = await startPostcodesStub();
process.env.POSTCODES_API_URL = stub.url;
await import("../ops/start.mjs");
