import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { selectedBrandId, type BrandId } from "../brands/ids.js";

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

/**
 * The page build of one brand, build/<id>/ (react-router.config.ts): each brand has its own, so servers of two brands
 * run side by side from one checkout and switching BRAND needs no rebuild (docs/decisions/operation.md E30). The
 * compiled server code (dist/) is shared: it picks the brand from BRAND at run time.
 */
export function brandBuildFolder(brandId: BrandId = selectedBrandId()): string {
  return join(projectRoot, "build", brandId);
}
export const clientBuildFolder = (brandId?: BrandId) => join(brandBuildFolder(brandId), "client");
export const serverBuildFile = (brandId?: BrandId) => join(brandBuildFolder(brandId), "server/index.js");
