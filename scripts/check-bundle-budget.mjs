// Fails the build when any public page's first-load JavaScript exceeds the budget, compressed as the server sends
// it (brotli at its highest quality, once per file: server/fast-path). It counts the entry and the route's static
// imports; `npm run bench:js` and tests/e2e/first-load-js.spec.ts count what the browser actually requests.
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brandBuildFolder, wantedBrand } from "./build-freshness.mjs";

// The target, 100 KB (docs/decisions/performance.md E2, W5); each page's latest figure is in docs/performance-figures.md.
const BUDGET_KB = 100;
const root = fileURLToPath(new URL("..", import.meta.url));
// The build `npm run build` just made: the one of the brand BRAND names.
const folder = `${root}${brandBuildFolder(wantedBrand(root))}`;
const build = await import(pathToFileURL(`${folder}/server/index.js`).href);
const { assets } = build;

const compressedSize = new Map();
function sizeOf(url) {
  if (!compressedSize.has(url)) {
    const bytes = readFileSync(`${folder}/client${url}`);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    compressedSize.set(url, brotliCompressSync(bytes, { params }).length);
  }
  return compressedSize.get(url);
}

function chunksOf(routeId) {
  const chunks = [];
  for (let id = routeId; id; id = build.routes[id]?.parentId) {
    const route = assets.routes[id];
    if (route) chunks.push(route.module, ...(route.imports ?? []));
  }
  return chunks;
}

// With lazy route discovery (React Router's default) the full manifest file is not part of a first load.
const loadsManifest = build.routeDiscovery?.mode === "initial";
const entryChunks = [assets.entry.module, ...assets.entry.imports, ...(loadsManifest ? [assets.url] : [])];
const rows = [];
for (const [id, route] of Object.entries(build.routes)) {
  if (id === "root" || route.path?.startsWith("admin")) continue;
  const files = new Set([...entryChunks, ...chunksOf(id)]);
  const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  rows.push({ route: route.path ?? "/", kb: bytes / 1024 });
}
rows.sort((a, b) => b.kb - a.kb);
const over = rows.filter((row) => row.kb > BUDGET_KB);
console.log(`First-load JS (brotli), budget ${BUDGET_KB} KB:`);
for (const row of rows)
  console.log(`  ${row.kb.toFixed(1).padStart(6)} KB  ${row.route}${row.kb > BUDGET_KB ? "  OVER BUDGET" : ""}`);
if (over.length) {
  console.error(`Bundle budget exceeded on ${over.length} page(s).`);
  process.exit(1);
}
