// Soak step (PDF flood, docs/decisions/performance.md N18): one client fetching a big list's estimate PDF on two
// connections, as fast as the server answers, while another visitor reads product pages one after another. The
// visitor's median must stay near its baseline: PDFs are drawn on their own thread and cached per version of the list
// (server/pdf/pdf-thread.ts). Two floods: the same list again and again (cached), and a list changed before every fetch
// (drawn each time). The list has 300 lines, the size the issue measured, so MAX_LIST_LINES is raised for this
// instance. Loopback only.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startInstance } from "./instance.js";
import type { SoakRow, SoakStep } from "./types.js";
import { bookablePeriod } from "../../tests/helpers/mylist.js";
import { percentile } from "./visitor.js";

const LINES = 300;
const SECONDS = Number(process.env.SOAK_PDF_SECONDS ?? 8);
/**
 * "Near baseline": the median at most 3x the quiet one plus 10 ms, and the 95th percentile at most 4x the quiet one
 * plus 30 ms (a busy machine's allowance). The median alone does not tell: with PDFs drawn on the main thread (before
 * N18) it stayed near 1 ms while one page in twenty waited 130-160 ms behind a drawing.
 */
const NEAR = { times: 3, plusMs: 10, p95Times: 4, p95PlusMs: 30 };

type Json = Record<string, unknown>;

async function json(url: string, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}`);
  return (await response.json()) as Json;
}

/** A list of `LINES` different items, built through the API as a visitor would. */
async function bigList(baseUrl: string): Promise<{ id: number; headers: Record<string, string>; firstItem: number }> {
  const sessionId = `soak-pdf-${randomBytes(16).toString("hex")}`;
  const headers = { "Content-Type": "application/json", "X-Session-Id": sessionId };
  const list = await json(`${baseUrl}/api/reservations`, {
    method: "POST",
    headers,
    body: JSON.stringify({ sessionId, ...bookablePeriod(3) }),
  });
  const slugs = new Set<string>();
  const categories = (await json(`${baseUrl}/api/categories?level=2`)) as unknown as { categorySlug: string }[];
  for (const { categorySlug } of categories) {
    const items = (await json(`${baseUrl}/api/equipment?categorySlug=${categorySlug}`)) as unknown as {
      equipmentSlug: string;
    }[];
    for (const item of items) slugs.add(item.equipmentSlug);
    if (slugs.size >= LINES) break;
  }
  for (const equipmentSlug of [...slugs].slice(0, LINES)) {
    await json(`${baseUrl}/api/reservations/${list.id}/items`, {
      method: "POST",
      headers,
      body: JSON.stringify({ equipmentSlug, quantity: 1 }),
    });
  }
  const read = await json(`${baseUrl}/api/reservations/session/${sessionId}`);
  const items = read.items as { id: number }[];
  if (items.length !== LINES) throw new Error(`the list has ${items.length} lines, not ${LINES}`);
  return { id: Number(list.id), headers, firstItem: items[0]!.id };
}

/** A visitor reading product pages one after another for `seconds`: each page's time in milliseconds. */
async function visitor(baseUrl: string, paths: string[], seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let at = 0; performance.now() < until; at++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${paths[at % paths.length]}`);
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
  }
  return times;
}

interface Flood {
  pdfs: number;
  busy: number;
  failed: number;
}

/** Two connections fetching the list's PDF until `stop`; with `change`, each fetch follows a change to the list. */
async function flood(baseUrl: string, list: Awaited<ReturnType<typeof bigList>>, change: boolean, stop: Promise<void>) {
  const result: Flood = { pdfs: 0, busy: 0, failed: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  let quantity = 1;
  const loop = async () => {
    while (!stopped) {
      if (change) {
        quantity = (quantity % 9) + 1;
        await fetch(`${baseUrl}/api/reservations/items/${list.firstItem}`, {
          method: "PUT",
          headers: list.headers,
          body: JSON.stringify({ quantity }),
        }).then((response) => response.arrayBuffer());
      }
      const response = await fetch(`${baseUrl}/api/reservations/${list.id}/estimate.pdf`, { headers: list.headers });
      await response.arrayBuffer();
      if (response.ok) result.pdfs++;
      else if (response.status === 503) result.busy++;
      else result.failed++;
    }
  };
  await Promise.all([loop(), loop()]);
  return result;
}

export const run: SoakStep = async ({ log }) => {
  const dataDir = mkdtempSync(join(tmpdir(), "hirebase-soak-pdf-"));
  try {
    const instance = await startInstance({ DATA_DIR: dataDir, MAX_LIST_LINES: String(LINES) });
    try {
      const base = instance.baseUrl;
      const products = ((await json(`${base}/api/equipment?search=drill`)) as unknown as { equipmentSlug: string }[])
        .slice(0, 20)
        .map((item) => `/equipment/${item.equipmentSlug}`);
      await visitor(base, products, 1); // warm up
      const list = await bigList(base);
      log(`pdf-flood: ${LINES}-line list ready; ${SECONDS} s per phase`);

      const median = (times: number[]) => percentile(times, 50);
      const quietTimes = await visitor(base, products, SECONDS);
      const quiet = median(quietTimes);
      const phase = async (change: boolean) => {
        let end!: () => void;
        const stop = new Promise<void>((resolve) => (end = resolve));
        const flooding = flood(base, list, change, stop);
        const times = await visitor(base, products, SECONDS);
        end();
        return { median: median(times), p95: percentile(times, 95), pages: times.length, ...(await flooding) };
      };
      const cached = await phase(false);
      const redrawn = await phase(true);
      const bound = quiet * NEAR.times + NEAR.plusMs;
      const quietP95 = percentile(quietTimes, 95);
      const p95Bound = quietP95 * NEAR.p95Times + NEAR.p95PlusMs;
      const row = (check: string, result: Awaited<ReturnType<typeof phase>>): SoakRow => ({
        area: "pdf-flood",
        check,
        figure:
          `page median ${result.median.toFixed(1)} ms (quiet ${quiet.toFixed(1)} ms, bound ${bound.toFixed(0)} ms), ` +
          `p95 ${result.p95.toFixed(1)} ms (quiet ${quietP95.toFixed(1)} ms, bound ${p95Bound.toFixed(0)} ms), ` +
          `${result.pages} pages, ${result.pdfs} PDFs, ${result.busy} busy (503), ${result.failed} failed`,
        ok: result.median <= bound && result.p95 <= p95Bound && result.pdfs > 0 && result.failed === 0,
      });
      return [
        row(`${LINES}-line PDF again and again (cached) on 2 connections`, cached),
        row(`${LINES}-line PDF of a list changed before each fetch (drawn each time)`, redrawn),
      ];
    } finally {
      await instance.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
