// The load generator's own process (scripts/soak/generator-process.ts starts it): runs the visitors, then sends back
// what they recorded and the CPU time this process spent, so the generator's cost is measured apart from the
// server's and from the soak's own mail and postcode stubs.
import { LoadRecord, runLoad } from "./visitor.js";
import type { GeneratorOptions, GeneratorResult } from "./generator-process.js";

const options = JSON.parse(process.argv[2]!) as GeneratorOptions;
const record = new LoadRecord();
const cpuBefore = process.cpuUsage();
const started = performance.now();
await runLoad({ ...options, record });
const cpu = process.cpuUsage(cpuBefore);
const result: GeneratorResult = {
  timings: record.timings,
  failures: record.failures,
  accepted: record.accepted,
  refused: record.refused,
  cpuMs: (cpu.user + cpu.system) / 1000,
  wallMs: performance.now() - started,
};
process.send!(result, () => process.exit(0));
