import { basename, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { BrandId } from "../brands/ids.js";

// The brand BRAND names, built into the pages (docs/decisions/operation.md O7). Every import of brands/selected/<x>
// resolves to brands/<id>/<x> alone, so the browser bundle holds one brand's data and no other; the brand's own
// static files (brands/<id>/public: icons, social image) are the build's public folder. The build goes to
// build/<id>/ (react-router.config.ts), so each brand's build is kept apart (docs/decisions/operation.md E30).

const root = fileURLToPath(new URL("..", import.meta.url));
const brandsDir = join(root, "brands");
const selectedDir = join(brandsDir, "selected") + sep;

export function brandSelect(brandId: BrandId): Plugin {
  return {
    name: "hirebase:brand-select",
    enforce: "pre",
    config: () => ({ publicDir: join(brandsDir, brandId, "public") }),
    async resolveId(source, importer, options) {
      if (!importer || !source.includes("selected/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(selectedDir)) return null;
      return join(brandsDir, brandId, basename(resolved.id));
    },
  };
}
