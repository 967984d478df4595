// The demo branches of every brand that has its own demo folder (brands/<id>/demo.ts): a brand shares data/demo's
// catalogue, and its branches, named after it and in its own countries, replace data/demo's, with their stock and
// delivery bands (docs/decisions/operation.md O9, O12).
import { spawnSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { brands } from "../../../brands/index.js";
import { writeCsv } from "../csv.js";
import { buildDeliveryBands, IRISH_REGIONS, UK_REGIONS } from "../delivery.js";
import { buildStock, type StockItem } from "../stock.js";
import { buildLocations } from "./index.js";

export async function writeBrandLocations(
  projectRoot: string,
  items: readonly StockItem[],
): Promise<{ file: string; branches: number }[]> {
  const written: { file: string; branches: number }[] = [];
  for (const [id, { brand, demo }] of Object.entries(brands)) {
    if (!demo.folder) continue;
    const { rows } = buildLocations({
      name: brand.name,
      emailDomain: brand.email.split("@")[1],
      countries: demo.countries,
      seed: `locations-${id}`,
      // Each of a brand's own branches is placed, so its own postcode or Eircode finds it (docs/decisions/
      // branches.md G13); data/demo keeps the partner counters that exercise the fallbacks.
      unplacedPartners: 0,
    });
    const file = join(demo.folder, "locations.csv");
    await mkdir(dirname(join(projectRoot, file)), { recursive: true });
    await writeCsv(join(projectRoot, file), "locations", rows);
    written.push({ file, branches: rows.length });
    // Stock and delivery bands name branches by id: a brand's own, never data/demo's (O12).
    const table = (name: string) => join(projectRoot, demo.folder, `${name}.csv`);
    await writeCsv(table("branch_stock"), "branch_stock", buildStock(items, rows, `branch-stock-${id}`));
    const regions = demo.countries.every((country) => country === "IE") ? IRISH_REGIONS : UK_REGIONS;
    await writeCsv(table("delivery_bands"), "delivery_bands", buildDeliveryBands(rows, regions));
    // The safety guides print the selected brand, so they are drawn in a process of that brand's own.
    const guides = spawnSync(process.execPath, ["--import", "tsx", "scripts/demo/branches/brand-documents.ts"], {
      cwd: projectRoot,
      env: { ...process.env, BRAND: id },
      stdio: "inherit",
    });
    if (guides.status !== 0) throw new Error(`brand documents for ${id} failed`);
  }
  return written;
}
