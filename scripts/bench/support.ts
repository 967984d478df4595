// Shared by the bench scripts: the result table. They start the production server with tests/helpers/server-process.ts.
import { loadavg } from "node:os";

export interface Row {
  measure: string;
  figure: string;
  target: string;
  /** undefined: reported, no target. */
  pass?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(`\n${title} — ${new Date().toISOString().slice(0, 16)}Z, load ${load}`);
  const cells = rows.map((r) => [r.measure, r.figure, r.target, r.pass === undefined ? "-" : r.pass ? "pass" : "MISS"]);
  const header = ["measure", "figure", "target", "pass/miss"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => "| " + c.map((v, i) => v.padEnd(widths[i]!)).join(" | ") + " |";
  console.log(line(header));
  console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  for (const c of cells) console.log(line(c));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * How long after a load or an import the server's memory is judged: V8's memory reducer collects an idle heap's
 * garbage and gives its pages back within about 108 s of the last collection (a 100 s watchdog checked every 8 s),
 * most often 20-50 s after the last busy moment (docs/decisions/performance.md N48, N50).
 */
export const SETTLED_SECONDS = 120;
