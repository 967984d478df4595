// The demo branches of every brand that has its own demo folder (brands/<id>/demo.ts): a brand shares data/demo's
// catalogue, and its branches, named after it and in its own countries, replace data/demo's (docs/decisions/operation.md O9).
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
  }
  return written;
}
