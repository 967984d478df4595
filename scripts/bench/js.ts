// `npm run bench:js`: the JavaScript each public page loads before the first interaction, as the browser counts it
// (compressed bytes received, Chromium with an empty cache), against the 100 KB target (docs/decisions/performance.md
// W5).
import { chromium } from "playwright-core";
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadScripts, totalKb } from "./browser/first-load-js.js";
import { firstLoadPages } from "./browser/pages.js";
import { startProductionServer } from "./browser/production-server.js";

const port = Number(process.env.BENCH_PORT || 4222);
const verbose = process.argv.includes("--verbose");
const server = await startProductionServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const rows: { page: string; kb: number; files: number; encoding: string }[] = [];
try {
  for (const { name, path } of firstLoadPages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = await firstLoadScripts(page, `${server.baseUrl}${path}`);
    await context.close();
    const encodings = [...new Set(scripts.map((script) => script.encoding))].join("+");
    rows.push({
      page: `${name} (${path})`,
      kb: totalKb(scripts),
      files: scripts.length,
      encoding: encodings,
    });
    if (verbose)
      for (const script of scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.path}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const width = Math.max(...rows.map((row) => row.page.length));
console.log(`\nJavaScript before the first interaction (compressed, as received), ${new Date().toISOString()}`);
console.log(`${"page".padEnd(width)}  ${"figure".padStart(9)}  files  encoding  target     result`);
for (const row of rows) {
  const pass = row.kb <= FIRST_LOAD_JS_BUDGET_KB;
  console.log(
    `${row.page.padEnd(width)}  ${`${row.kb.toFixed(1)} KB`.padStart(9)}  ${String(row.files).padStart(5)}  ${row.encoding.padEnd(8)}  <= ${FIRST_LOAD_JS_BUDGET_KB} KB  ${pass ? "pass" : "MISS"}`,
  );
}
if (rows.some((row) => row.kb > FIRST_LOAD_JS_BUDGET_KB)) process.exitCode = 1;
