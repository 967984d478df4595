// `npm run bench:admin`: the two waits an administrator feels most, in Chromium against the production build: from
// pressing 'Sign in' to the import page ready, and from 'Confirm import' (a destructive import of the locations
// table) to the success message. Each round also lists the requests inside the wait, slowest first, with the time
// from their start to their last byte, so a slow figure says where its time went.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium, type Page, type Request } from "playwright-core";
import { startServerProcess } from "../../tests/helpers/server-process.js";

const ROUNDS = Number(process.env.ROUNDS || 5);
const TARGET_MS = 1000;
const EMAIL = "bench@hirebase.test";
const PASSWORD = "bench admin password";

const server = await startServerProcess({
  port: Number(process.env.BENCH_PORT || 4223),
  env: { SEED_DEMO: "true", ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "warn" },
  discardLog: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

interface Wait {
  ms: number;
  /** CPU time the server process spent meanwhile: unlike the wall time, little moved by other load on the machine. */
  serverCpuMs: number;
  requests: { path: string; ms: number }[];
}

/** The server process's user and system CPU time so far, in ms (Linux clock ticks of 10 ms). */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** How long `action` takes until `done`, the server's CPU time and the requests the page made meanwhile. */
async function timed(page: Page, action: () => Promise<void>, done: () => Promise<void>): Promise<Wait> {
  const seen: Request[] = [];
  const listener = (request: Request) => seen.push(request);
  page.on("requestfinished", listener);
  const cpuBefore = serverCpuMs();
  const start = performance.now();
  await action();
  await done();
  const ms = performance.now() - start;
  const serverCpu = serverCpuMs() - cpuBefore;
  page.off("requestfinished", listener);
  const requests = seen.map((request) => {
    const timing = request.timing();
    return { path: new URL(request.url()).pathname, ms: timing.responseEnd };
  });
  return { ms, serverCpuMs: serverCpu, requests: requests.sort((a, b) => b.ms - a.ms) };
}

/**
 * Resolves at the first frame in which an element matching `selector` holds `text`. Checked every animation frame,
 * because Playwright's own waits poll at up to 500 ms apart, which would add up to half a second to a figure.
 */
async function shown(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([selector, text]) =>
      [...document.querySelectorAll(selector)].some((element) => element.textContent?.includes(text)),
    [selector, text] as const,
    { polling: "raf" },
  );
}

async function signIn(page: Page): Promise<Wait> {
  await page.goto(`${server.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  return timed(
    page,
    () => page.getByRole("button", { name: "Sign in" }).click(),
    () => shown(page, "h1", "Database Import Manager"),
  );
}

/** Locations cut to ten rows, confirmed; the previous version is put back afterwards for the next round. */
async function confirmImport(page: Page, csv: string): Promise<Wait> {
  const lines = csv.trimEnd().split("\r\n");
  const card = page.getByRole("region", { name: /^Locations/ });
  await card.getByLabel(/CSV file for/).setInputFiles({
    name: "ten-branches.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(lines.slice(0, 11).join("\r\n")),
  });
  await card.getByRole("button", { name: /^Import / }).click();
  const wait = await timed(
    page,
    () => card.getByRole("button", { name: "Confirm import" }).click(),
    () => shown(page, "[data-sonner-toast]", "Locations now holds the file's 10 rows."),
  );
  const restored = await page.request.post(`${server.baseUrl}/api/admin/import/locations/restore`, {
    headers: { origin: server.baseUrl },
    data: {},
  });
  if (!restored.ok()) throw new Error(`restore answered ${restored.status()}`);
  return wait;
}

const signIns: Wait[] = [];
const imports: Wait[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    signIns.push(await signIn(page));
    const csv = await (await page.request.get(`${server.baseUrl}/api/admin/export/locations`)).text();
    imports.push(await confirmImport(page, csv.replace(/^\uFEFF/, "")));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\nAdmin waits, ${ROUNDS} rounds, ${new Date().toISOString()}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
for (const [name, waits] of [
  ["Sign-in to the import page", signIns],
  ["Confirming an import", imports],
] as const) {
  const all = waits.map((wait) => wait.ms);
  const figure = median(all);
  console.log(
    `${name.padEnd(28)} median ${figure.toFixed(0)} ms (${Math.min(...all).toFixed(0)}-${Math.max(...all).toFixed(0)})  target < ${TARGET_MS} ms  ${figure < TARGET_MS ? "pass" : "MISS"}`,
  );
  console.log(`${"".padEnd(28)} server CPU median ${median(waits.map((wait) => wait.serverCpuMs)).toFixed(0)} ms`);
  const middle = waits.find((wait) => wait.ms === figure)!;
  for (const request of middle.requests.slice(0, 6))
    console.log(`    ${request.ms.toFixed(0).padStart(6)} ms  ${request.path}`);
}
