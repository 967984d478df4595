// Runs the soak's visitors in a process of their own (scripts/soak/generator-child.ts), so that what they cost in CPU
// can be reported beside the server's figures: on a 2-core machine the generator competes with the server it measures.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LoadRecord, type runLoad } from "./visitor.js";

export type GeneratorOptions = Omit<Parameters<typeof runLoad>[0], "record">;

export interface GeneratorResult extends Pick<LoadRecord, "timings" | "failures" | "accepted" | "refused"> {
  /** CPU time (user and system) the generator's process spent on the run. */
  cpuMs: number;
  wallMs: number;
}

/** Runs `runLoad` with these options in a child process; resolves with its record and its CPU time. */
export function runLoadInChild(
  options: GeneratorOptions,
): Promise<{ record: LoadRecord; cpuMs: number; wallMs: number }> {
  const child = fork(fileURLToPath(new URL("./generator-child.ts", import.meta.url)), [JSON.stringify(options)], {
    execArgv: ["--import", "tsx"],
    serialization: "advanced",
  });
  // A soak step that times out must not leave the visitors running.
  const stop = () => child.kill();
  process.once("exit", stop);
  return new Promise((resolve, reject) => {
    let result: GeneratorResult | undefined;
    child.once("message", (message) => (result = message as GeneratorResult));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("exit", stop);
      if (!result) return reject(new Error(`the load generator ended (${code ?? signal}) without a result`));
      const record = new LoadRecord();
      for (const timing of result.timings) record.timings.push(timing);
      for (const failure of result.failures) record.failures.push(failure);
      for (const reference of result.accepted) record.accepted.push(reference);
      for (const refusal of result.refused) record.refused.push(refusal);
      resolve({ record, cpuMs: result.cpuMs, wallMs: result.wallMs });
    });
  });
}
