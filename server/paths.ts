import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: the nearest folder above this module with a package.json (works from source and from dist/). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, "server/db/migrations");
export const demoDataFolder = join(projectRoot, "data/demo");
export const clientBuildFolder = join(projectRoot, "build/client");
export const serverBuildFile = join(projectRoot, "build/server/index.js");
