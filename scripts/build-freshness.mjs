// Whether the production build of the brand BRAND names is missing or older than what it is built from (used by
// `npm start`; docs/decisions/operation.md O7). Each brand's pages are built into build/<id>/ and the server code into
// the shared dist/, so building one brand leaves another's build as current as it was (E30).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** A brand's page build, relative to the project root (react-router.config.ts writes it there). */
export const brandBuildFolder = (brand) => `build/${brand}`;

/** Files a brand's build writes: both must exist and be newer than every input. */
export const buildOutputs = (brand) => [`${brandBuildFolder(brand)}/server/index.js`, "dist/server/main.js"];

/** What the build is made from: sources, static files, configuration and the lockfile (a `git pull` or `npm ci`). */
export const buildInputs = [
  "app",
  "core",
  "server",
  "brands",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "tsconfig.server.json",
];

const ignored = /(^|\/)(node_modules|\.react-router)(\/|$)|\.test\.tsx?$/;

/** The brand BRAND names, or the default one of brands/ids.ts when it is unset or empty. */
export function wantedBrand(root, env = process.env) {
  if (env.BRAND) return env.BRAND;
  const ids = readFileSync(join(root, "brands/ids.ts"), "utf8");
  const match = /DEFAULT_BRAND_ID: BrandId = "([a-z0-9-]+)"/.exec(ids);
  if (!match) throw new Error("brands/ids.ts no longer declares DEFAULT_BRAND_ID as expected");
  return match[1];
}

/** The brands in the repository: each is a folder of brands/ with a brand.ts (brands/ids.ts lists the same ids). */
export function brandsInRepository(root) {
  return readdirSync(join(root, "brands"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "selected")
    .filter((entry) => mtimeOf(join(root, "brands", entry.name, "brand.ts")) !== undefined)
    .map((entry) => entry.name)
    .sort();
}

/**
 * Returns why the build of the brand BRAND names is needed ("no build yet for the brand …", or the newest changed
 * input), or undefined when it is current.
 */
export function staleBuildReason(root, env = process.env) {
  const brand = wantedBrand(root, env);
  let builtAt = Infinity;
  for (const output of buildOutputs(brand)) {
    const mtime = mtimeOf(join(root, output));
    if (mtime === undefined) return `no build yet for the brand ${brand}`;
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
