// npm run bench: every benchmark of docs/performance-figures.md in turn, each printing its own table (about 15 minutes in all).
// A sub-command whose script is not in this checkout is skipped with a line saying so.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureFreshBuild, projectRoot as root } from "../../tests/helpers/server-process.js";

const SUB_COMMANDS = [
  "bench:api",
  "bench:pages",
  "bench:js",
  "bench:lighthouse",
  "bench:memory",
  "bench:import",
  "bench:search",
  "bench:snapshot",
];

const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts;

/** The script file a package.json entry runs (`tsx scripts/x.ts ...`), when it names one. */
function scriptFile(command: string): string | undefined {
  return /(scripts\/[\w.-]+\.(?:ts|mjs|js))/.exec(command)?.[1];
}

ensureFreshBuild();
const results: string[] = [];
for (const name of SUB_COMMANDS) {
  const command = scripts[name];
  const file = command && scriptFile(command);
  if (!command || (file && !existsSync(join(root, file)))) {
    const line = `${name}: skipped (${command ? `${file} is not in this checkout` : "no such script in package.json"})`;
    console.log(`\n${line}`);
    results.push(line);
    continue;
  }
  console.log(`\n=== npm run ${name}`);
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", "--silent", name], { cwd: root, stdio: "inherit" });
  results.push(`${name}: exit ${status}, ${Math.round((performance.now() - started) / 1000)} s`);
}
console.log(`\nnpm run bench:\n  ${results.join("\n  ")}`);
