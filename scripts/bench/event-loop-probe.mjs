// Loaded into the server by a bench (`node --import`), never by the site: every interval over 12 ms between the ticks
// of a 2 ms timer, that is every hold of the event loop to within 2 ms, with its wall-clock start. Written as JSON
// [[startMs, ms], ...] to HOLDS_FILE when the process exits. The server's own metric ticks every 20 ms and so reads a
// hold of B ms as B to B + 20 ms (docs/decisions/performance.md N52).
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setInterval } from "node:timers";

const TICK_MS = 2;
const RECORDED_FROM_MS = 12;
const file = process.env.HOLDS_FILE;
const holds = [];
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > RECORDED_FROM_MS) holds.push([performance.timeOrigin + last, now - last]);
  last = now;
}, TICK_MS).unref();
if (file) process.on("exit", () => writeFileSync(file, JSON.stringify(holds)));
