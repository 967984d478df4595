// Where a brand's demo data comes from (docs/decisions/operation.md O9). data/demo is written for Kestrel Hire: its
// copy names that company and prices in its currency sign. Another brand shares the catalogue, its figures read as
// its own currency (docs/decisions/money.md V9), with the name and sign swapped for its own, and takes whichever
// tables its demo folder holds (its branches) from there.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Brand, BrandDemo } from "./brand.js";
import { brand as demoCompany } from "./kestrel/brand.js";

const domainOf = (email: string) => email.split("@")[1];

/** data/demo's text as the brand's: the demo company's name, e-mail domain and currency sign become the brand's. */
export function rebrandDemoText(text: string, brand: Brand): string {
  if (brand.id === demoCompany.id) return text;
  return text
    .replaceAll(demoCompany.name, brand.name)
    .replaceAll(domainOf(demoCompany.email), domainOf(brand.email))
    .replaceAll(demoCompany.currency.symbol, brand.currency.symbol);
}

/**
 * The folders a demo's static files (category_images, documents) are served from, first found first: the brand's own
 * demo folder, then the shared one. So a brand's pictures and guides are drawn in its own colours and name
 * (docs/decisions/operation.md E31).
 */
export function demoStaticFolders(projectRoot: string, sharedFolder: string, demo: BrandDemo, name: string): string[] {
  return [...(demo.folder ? [join(projectRoot, demo.folder, name)] : []), join(sharedFolder, name)];
}

/** The file a table's demo rows come from: the brand's own demo folder first, then the shared one. */
export function demoFile(projectRoot: string, sharedFolder: string, demo: BrandDemo, table: string): string {
  const own = demo.folder ? join(projectRoot, demo.folder, `${table}.csv`) : "";
  return own && existsSync(own) ? own : join(sharedFolder, `${table}.csv`);
}
