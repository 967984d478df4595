// `npm start`: builds when there is no build or the sources or lockfile changed since it (a `git pull`), then serves
// in production mode.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { brandsInRepository, staleBuildReason, wantedBrand } from "../build-freshness.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const brand = wantedBrand(root);
const brands = brandsInRepository(root);
if (!brands.includes(brand)) {
  // The same one line as every other bad setting, before a build would fail with a stack trace.
  console.error(`Invalid configuration:\n  BRAND: unknown brand "${brand}" (one of ${brands.join(", ")})`);
  process.exit(1);
}
const reason = staleBuildReason(root);

if (reason) {
  console.log(`Building the site first (${reason}): npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import(new URL("../../dist/server/main.js", import.meta.url).href);
