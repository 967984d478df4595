// npm run bench:reservations [-- visitors thinkMs] — 50 visitors at once on the embedded database, each
// creating a MyList, adding three items, changing a quantity and the dates, reading it back and checking out,
// over HTTP against the real app. A visitor pauses `thinkMs` (default 1000, randomised +-50%) between actions,
// as a person clicking does; 0 sends every request back to back. Targets: p99 per request <= 20 ms, checkout
// (transaction plus outbox) p99 <= 50 ms. The visitors run in a child process, as real browsers are elsewhere: the
// server's one thread is measured, not the load generator's. BENCH_WEBHOOKS=timeout adds a webhook endpoint for every
// checkout that accepts connections and never answers, with the webhook worker running: every delivery times out
// while the checkouts are measured (docs/decisions/webhooks.md I16).
import { fork } from "node:child_process";
import { createServer, type Server } from "node:http";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { bookablePeriod } from "../../tests/helpers/mylist.js";
import { createSite } from "../../server/http/app.js";
import { loadConfig } from "../../server/config.js";
import { openDatabase } from "../../server/db/client.js";
import { seedDemoCatalogueIfEmpty } from "../../server/services/import/index.js";
import { createLogger } from "../../server/logger.js";
import { createServices } from "../../server/services/index.js";

const ITEMS = ["articulated-boom-lift-12m", "cherry-picker-trailer-mounted-10m", "sds-plus-drill-bit-6mm-x-160mm"];

const CLIENT_FLAG = "--visitors-against";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

if (process.argv[2] === CLIENT_FLAG) {
  await runVisitors(process.argv[3], Number(process.argv[4]), Number(process.argv[5]));
} else {
  await runServerAndMeasure();
}

/** The child process: every visitor's journey against `base`; the timings go back to the parent. */
async function runVisitors(base: string, visitors: number, thinkMs: number) {
  const period = bookablePeriod(7);

  const timings = new Map<string, number[]>();
  async function call(step: string, sessionId: string, method: string, path: string, body?: unknown) {
    const started = performance.now();
    const response = await fetch(base + path, {
      method,
      headers: { "Content-Type": "application/json", "X-Session-Id": sessionId },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${step} answered ${response.status}: ${JSON.stringify(json)}`);
    if (!timings.has(step)) timings.set(step, []);
    timings.get(step)!.push(ms);
    return json;
  }

  const pause = (think: number) =>
    think > 0 ? new Promise((resolve) => setTimeout(resolve, think * (0.5 + Math.random()))) : undefined;

  async function visit(index: number, think = thinkMs) {
    const sessionId = `session-${Date.now()}-${randomBytes(16).toString("hex")}`;
    await pause(think);
    const list = await call("create", sessionId, "POST", "/api/reservations", { sessionId });
    let firstItem = 0;
    for (const slug of ITEMS) {
      await pause(think);
      const item = await call("add item", sessionId, "POST", `/api/reservations/${list.id}/items`, {
        equipmentSlug: slug,
        quantity: 1,
      });
      firstItem ||= item.id;
    }
    await pause(think);
    await call("change quantity", sessionId, "PUT", `/api/reservations/items/${firstItem}`, { quantity: 3 });
    await pause(think);
    await call("change dates", sessionId, "PUT", `/api/reservations/${list.id}`, period);
    await pause(think);
    await call("read", sessionId, "GET", `/api/reservations/session/${sessionId}`);
    await pause(think);
    await call("checkout", sessionId, "POST", `/api/reservations/${list.id}/checkout`, {
      customerEmail: `visitor${index}@example.com`,
      customerPhone: "07700 900123",
      customerFirstName: "Bench",
      customerLastName: `Visitor ${index}`,
      customerAddress: "1 High Street",
      customerPostcode: "LS1 4DY",
      deliveryMethod: "delivery",
      collectionLocationId: null,
      termsAccepted: true,
    });
  }

  // Warm up first, as a site that has been running a while is: V8 compiles the embedded database's WebAssembly with
  // its quick baseline compiler and only re-compiles the hot functions optimised once they have run a while, so the
  // first few hundred requests after a start cost several times more CPU. BENCH_WARMUP_VISITS (default 40) sets
  // how many journeys run back to back before the measured ones; 1 measures a server fresh from its start.
  const warmups = Number(process.env.BENCH_WARMUP_VISITS ?? 40);
  for (let i = 0; i < warmups; i++) await visit(-1 - i, 0);
  // The parent starts its CPU count (and profile) here, then says go.
  await new Promise((resolve) => {
    process.once("message", resolve);
    process.send!({ warmedUp: true });
  });
  timings.clear();
  await Promise.all(Array.from({ length: visitors }, (_, i) => visit(i)));
  process.send!({ timings: [...timings.entries()] }, () => process.exit(0));
}

/** The V8 CPU profiler of this process, through the inspector. */
async function startCpuProfile() {
  const session = new Session();
  session.connect();
  const post = promisify(session.post.bind(session)) as (method: string, params?: object) => Promise<unknown>;
  await post("Profiler.enable");
  await post("Profiler.setSamplingInterval", { interval: 200 });
  await post("Profiler.start");
  return {
    async stop() {
      const { profile } = (await post("Profiler.stop")) as { profile: object };
      session.disconnect();
      return profile;
    },
  };
}

async function runServerAndMeasure() {
  const visitors = Number(process.argv[2] ?? 50);
  const thinkMs = Number(process.argv[3] ?? 1000);
  // Every simulated visitor shares one loopback address, so the limits are raised for the run (docs/decisions/operation.md O2).
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    DATA_DIR: "/tmp",
    RATE_LIMIT_API_PER_MINUTE: "1000000",
    RATE_LIMIT_WRITE_PER_MINUTE: "1000000",
  });
  const logger = createLogger("silent");
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await seedDemoCatalogueIfEmpty(database.db, logger);
  // The outbox worker is left off: the figure is the checkout's own work (transaction plus queued mail).
  const services = await createServices(config, logger, database, { backgroundWork: false });
  const server = createServer(createSite({ services }).listener).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const deadEndpoint = process.env.BENCH_WEBHOOKS === "timeout" ? await addDeadEndpoint(services) : undefined;

  const child = fork(fileURLToPath(import.meta.url), [CLIENT_FLAG, base, String(visitors), String(thinkMs)], {
    execArgv: process.execArgv,
  });
  let profiler: Awaited<ReturnType<typeof startCpuProfile>> | undefined;
  let cpuBefore = process.cpuUsage();
  let started = performance.now();
  const timings = await new Promise<Map<string, number[]>>((resolve, reject) => {
    child.on("message", async (message: { warmedUp?: true; timings?: [string, number[]][] }) => {
      if (message.timings) return resolve(new Map(message.timings));
      // BENCH_CPU_PROFILE=file.cpuprofile records where the server's time goes during the measured run only.
      if (process.env.BENCH_CPU_PROFILE) profiler = await startCpuProfile();
      cpuBefore = process.cpuUsage();
      started = performance.now();
      child.send("go");
    });
    child.once("exit", (code) => reject(new Error(`the visitors' process ended with code ${code}`)));
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler) writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(await profiler.stop()));
  const requests = [...timings.values()].reduce((sum, ms) => sum + ms.length, 0);
  // The server's CPU time per request: a figure that depends less on how busy the machine is than latencies.
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / requests;
  const all = [...timings.entries()].filter(([step]) => step !== "checkout").flatMap(([, ms]) => ms);
  const rows: [string, number[], number][] = [
    ...[...timings.entries()].map(([step, ms]): [string, number[], number] => [
      step,
      ms,
      step === "checkout" ? 50 : 20,
    ]),
    ["all list requests", all, 20],
  ];
  console.log(
    `\n${visitors} concurrent visitors, think time ${thinkMs} ms, embedded database: ${requests} requests in ` +
      `${seconds.toFixed(1)} s, ${cpuPerRequest.toFixed(2)} ms server CPU per request\n`,
  );
  console.log(
    `${"step".padEnd(20)}${"n".padStart(6)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}${"target".padStart(10)}  result`,
  );
  let missed = false;
  for (const [step, ms, target] of rows) {
    const sorted = [...ms].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const pass = p99 <= target;
    missed ||= !pass;
    console.log(
      `${step.padEnd(20)}${String(sorted.length).padStart(6)}${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 95).toFixed(1).padStart(9)}${p99.toFixed(1).padStart(9)}${sorted[sorted.length - 1].toFixed(1).padStart(9)}${`p99<=${target}`.padStart(10)}  ${pass ? "pass" : "MISS"}`,
    );
  }
  if (deadEndpoint) {
    const [endpoint] = await services.webhooks.list();
    const attempted = endpoint.recentDeliveries.filter((delivery) => delivery.attempts > 0).length;
    console.log(
      `\nwebhooks: every checkout queued a delivery to an endpoint that never answers; ${attempted} of the last 20 attempted`,
    );
    deadEndpoint.closeAllConnections();
    deadEndpoint.close();
  }
  server.close();
  await services.close();
  await database.close();
  process.exit(missed ? 1 : 0);
}

/** An endpoint for hire_request.created that accepts connections and never answers, and the worker sending to it. */
async function addDeadEndpoint(services: Awaited<ReturnType<typeof createServices>>): Promise<Server> {
  const dead = createServer(() => {}).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => dead.once("listening", resolve));
  const url = `http://127.0.0.1:${(dead.address() as AddressInfo).port}/hooks`;
  await services.webhooks.create(
    { email: "bench", clientAddress: "127.0.0.1" },
    { url, events: ["hire_request.created"] },
  );
  services.webhookWorker.start();
  return dead;
}
