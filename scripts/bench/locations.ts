// npm run bench:locations — branch search latency (geographic index + great-circle distances + sort) at 300 and
// 30,000 branches, for 50-mile searches around real towns. Prints p50/p95/p99; target: p95 under 2 ms.
import type { Branch } from "../../core/catalogue-types.js";
import { loadGazetteer, townsFile } from "../../server/services/postcodes/towns.js";
import { BranchFinder } from "../../server/services/branches/finder.js";
import { readFileSync } from "node:fs";

/** A small deterministic random generator, so every run measures the same branches and searches. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const towns = readFileSync(townsFile, "utf8")
  .split("\n")
  .filter((line) => line && !line.startsWith("#") && !line.startsWith("name\t"))
  .map((line) => line.split("\t"))
  .map(([name, lat, lng]) => ({ name, latitude: Number(lat), longitude: Number(lng) }));
loadGazetteer(); // the same file the service reads: fail early if it is missing

const hours = JSON.stringify({ Monday: "07:30 - 17:30", Sunday: "Closed" });

/** Branches at random towns of GB and Ireland, a few hundred metres apart within a town. */
function branches(count: number, random: () => number): Branch[] {
  return Array.from({ length: count }, (_, i) => {
    const town = towns[Math.floor(random() * towns.length)];
    return {
      id: i + 1,
      name: `Branch ${i + 1} ${town.name}`,
      type: "Hire Centre",
      email: "",
      phone: "",
      fullAddress: town.name,
      postcode: "",
      latitude: town.latitude + (random() - 0.5) * 0.02,
      longitude: town.longitude + (random() - 0.5) * 0.02,
      openingHours: hours,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function bench(count: number): void {
  const random = mulberry32(count);
  const list = branches(count, random);
  const finder = new BranchFinder(
    { version: () => "bench", listBranches: () => list },
    { geocode: async () => ({ status: "not-found" }) },
  );
  const started = performance.now();
  finder.near({ latitude: 54.5, longitude: -2.5 }, 50); // builds the index
  const buildMs = performance.now() - started;

  const origins = Array.from({ length: 2000 }, () => towns[Math.floor(random() * towns.length)]);
  for (const origin of origins.slice(0, 200)) finder.nearJson(origin, 50); // warm up
  const f = (ms: number) => ms.toFixed(3);
  const measure = (label: string, run: (origin: (typeof origins)[number]) => number, unit = "results") => {
    const times: number[] = [];
    let found = 0;
    for (const origin of origins) {
      const t0 = performance.now();
      found += run(origin);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `  ${label.padEnd(48)} p50 ${f(percentile(times, 50))} ms, p95 ${f(p95)} ms, ` +
        `p99 ${f(percentile(times, 99))} ms (mean ${Math.round(found / origins.length)} ${unit}) ` +
        `target p95 < 2 ms: ${p95 < 2 ? "pass" : "MISS"}`,
    );
  };
  console.log(`${count} branches (index built in ${buildMs.toFixed(1)} ms):`);
  measure("page: count within 50 miles + nearest 10", (o) => finder.nearest(o, 50, 10).total);
  measure("API: nearest 10 within 50 miles (limit=10)", (o) => finder.nearJson(o, 50, 10).length, "bytes");
  measure("every branch within 50 miles (objects)", (o) => finder.near(o, 50).length);
  measure("API: every branch within 50 miles (JSON text)", (o) => finder.nearJson(o, 50).length, "bytes");
}

bench(300);
bench(30_000);
