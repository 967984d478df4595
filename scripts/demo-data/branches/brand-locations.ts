// The demo branches of every brand that has its own demo folder (brands/<id>/demo.ts): a brand shares data/demo's
// catalogue, and its branches, named after it and in its own countries, replace data/demo's (docs/decisions/operation.md O9).
import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { brands } from "../../../brands/index.js";
import { writeCsv } from "../csv.js";
import { buildLocations } from "./index.js";

export async function writeBrandLocations(projectRoot: string): Promise<{ file: string; branches: number }[]> {
  const written: { file: string; branches: number }[] = [];
  for (const [id, { brand, demo }] of Object.entries(brands)) {
    if (!demo.folder) continue;
    const { rows } = buildLocations({
      name: brand.name,
      emailDomain: brand.email.split("@")[1],
      countries: demo.countries,
      seed: `locations-${id}`,
    });
    const file = join(demo.folder, "locations.csv");
    await mkdir(dirname(join(projectRoot, file)), { recursive: true });
    await writeCsv(join(projectRoot, file), "locations", rows);
    written.push({ file, branches: rows.length });
    // The safety guides print the selected brand, so they are drawn in a process of that brand's own.
    const guides = spawnSync(process.execPath, ["--import", "tsx", "scripts/demo-data/branches/brand-documents.ts"], {
      cwd: projectRoot,
      env: { ...process.env, BRAND: id },
      stdio: "inherit",
    });
    if (guides.status !== 0) throw new Error(`brand documents for ${id} failed`);
  }
  return written;
}
