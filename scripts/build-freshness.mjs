// Whether the production build is missing or older than what it is built from (used by `npm start`).
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Files the build writes: both must exist and be newer than every input. */
export const buildOutputs = ["build/server/index.js", "dist/server/main.js"];

/** What the build is made from: sources, static files, configuration and the lockfile (a `git pull` or `npm ci`). */
export const buildInputs = [
  "app",
  "core",
  "server",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "tsconfig.server.json",
];

const ignored = /(^|\/)(node_modules|\.react-router)(\/|$)|\.test\.tsx?$/;

/** Returns why a build is needed ("no build yet", or the newest changed input), or undefined when it is current. */
export function staleBuildReason(root) {
  let builtAt = Infinity;
  for (const output of buildOutputs) {
    const mtime = mtimeOf(join(root, output));
    if (mtime === undefined) return "no build yet";
    builtAt = Math.min(builtAt, mtime);
  }
  const newer = newestInput(root);
  return newer && newer.mtime > builtAt ? `${newer.path} changed since the last build` : undefined;
}

function newestInput(root) {
  let newest;
  const visit = (path) => {
    const rel = relative(root, path);
    if (ignored.test(rel)) return;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (!newest || stat.mtimeMs > newest.mtime) {
      newest = { path: rel, mtime: stat.mtimeMs };
    }
  };
  for (const input of buildInputs) visit(join(root, input));
  return newest;
}

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
