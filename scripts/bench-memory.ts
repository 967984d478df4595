// npm run bench:memory: resident memory idle and at the peak of a cold start with the demo catalogue, and start-up
// times (cold: empty data directory, demo load included; warm: the same directory again), medians of ROUNDS.
import { ensureFreshBuild, median, printTable, removeDataDir, startSite, type Row } from "./bench-support.js";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4212);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5);

async function main() {
  ensureFreshBuild();
  const cold: number[] = [];
  const warm: number[] = [];
  const idle: number[] = [];
  const peak: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const first = await startSite(PORT, { env: { LOG_LEVEL: "warn" } });
    cold.push(first.startMs);
    // Idle: after the start-up work has settled and V8 has had time to give memory back.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const memory = await first.memory();
    idle.push(memory.rss);
    peak.push(memory.peak);
    await first.stop();
    const again = await startSite(PORT, { dataDir: first.dataDir, env: { LOG_LEVEL: "warn" } });
    warm.push(again.startMs);
    await again.stop();
    await removeDataDir(first.dataDir);
  }
  const rows: Row[] = [
    {
      measure: "cold start to healthy /healthz",
      figure: `${(median(cold) / 1000).toFixed(2)} s`,
      target: "<= 6 s",
      pass: median(cold) <= 6000,
    },
    {
      measure: "warm start to healthy /healthz",
      figure: `${(median(warm) / 1000).toFixed(2)} s`,
      target: "<= 2 s",
      pass: median(warm) <= 2000,
    },
    {
      measure: `RSS idle (${IDLE_SECONDS} s after start)`,
      figure: `${Math.round(median(idle))} MB`,
      target: "<= 250 MB",
      pass: median(idle) <= 250,
    },
    {
      measure: "RSS peak during cold start",
      figure: `${Math.round(median(peak))} MB`,
      target: "<= 400 MB",
      pass: median(peak) <= 400,
    },
  ];
  printTable(`bench:memory (demo catalogue, ${ROUNDS} rounds, medians)`, rows);
}

await main();
