import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brands } from "../../brands/index.js";
import { BRAND_IDS, DEFAULT_BRAND_ID } from "../../brands/ids.js";
import { buildEquipment } from "./equipment.js";
import { categorySvg } from "./images.js";
import { assignItemImages, itemSvg } from "./item-images.js";
import { recolourSvg } from "./recolour.js";
import { applySpecialPrices } from "./specials.js";
import { buildCategoryTree } from "./tree.js";

// A brand's own demo pictures (docs/decisions/catalogue-import.md C15): `npm run brand:images -- <id>` draws the demo
// catalogue's pictures in the brand's colours into its demo folder, which the server serves before data/demo's.

const root = fileURLToPath(new URL("../..", import.meta.url));
const demoCompany = brands[DEFAULT_BRAND_ID].brand;
const otherBrands = BRAND_IDS.filter((id) => id !== DEFAULT_BRAND_ID && brands[id].demo.folder);

const tree = buildCategoryTree();
const equipment = buildEquipment(tree);
applySpecialPrices(equipment);
const drawings = [...tree.nodes.map((node) => categorySvg(node)), ...assignItemImages(equipment).map(itemSvg)];
const colours = (svg: string) => new Set(svg.toLowerCase().match(/#[0-9a-f]{6}\b/g));
const demoColours = new Set(drawings.flatMap((svg) => [...colours(svg)]).filter((hex) => hex !== "#ffffff"));

/** The colour of one pixel of a JPEG, as [r, g, b]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(file).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({
    resolveWithObject: true,
  });
  return [...data.subarray(0, 3)];
}
const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, index) => value - b[index]!));

describe("demo pictures per brand", () => {
  it("leaves the demo company's drawings as data/demo has them", () => {
    for (const svg of drawings.slice(0, 50)) expect(recolourSvg(svg, demoCompany)).toBe(svg);
  });

  it.each(otherBrands)("draws %s's pictures without one colour of the demo company's", (id) => {
    const { brand } = brands[id];
    const used = new Set(drawings.flatMap((svg) => [...colours(recolourSvg(svg, brand))]));
    expect([...used].filter((hex) => demoColours.has(hex))).toEqual([]);
    expect(used).toContain(brand.colors.brand);
    expect(used).toContain(brand.colors.accent);
  });

  it.each(otherBrands)("commits %s's pictures for every demo picture, its band in the brand's colour", async (id) => {
    const { brand, demo } = brands[id];
    const own = join(root, demo.folder, "category_images");
    const shared = join(root, "data/demo/category_images");
    expect(readdirSync(own).sort()).toEqual(readdirSync(shared).sort());
    // The top left corner of a category picture is its band: the brand's colour, in JPEG's approximation.
    const corner = await pixel(join(own, "ACC-BOOM-ART.jpg"), 4, 4);
    expect(distance(corner, rgb(brand.colors.brand))).toBeLessThan(12);
    expect(distance(await pixel(join(shared, "ACC-BOOM-ART.jpg"), 4, 4), rgb(demoCompany.colors.brand))).toBeLessThan(
      12,
    );
  });
});
