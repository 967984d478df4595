import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { sizeLabel } from "./item-images.js";

// The demo's item pictures (docs/decisions/catalogue-import.md Q5), as committed in data/demo.

const demo = fileURLToPath(new URL("../../data/demo", import.meta.url));
const equipment: { equipmentSlug: string; name: string; imageCode: string; mainCategorySlug: string }[] = parse(
  readFileSync(join(demo, "equipment.csv")),
  { columns: true, bom: true },
);
const picture = (code: string) => join(demo, "category_images", `${code}.jpg`);

describe("demo item pictures", () => {
  it("gives every item a picture of its own, different from the others of its category", () => {
    const byCategory = new Map<string, Set<string>>();
    for (const item of equipment) {
      const digest = createHash("sha256")
        .update(readFileSync(picture(item.imageCode)))
        .digest("hex");
      const seen = byCategory.get(item.mainCategorySlug) ?? new Set<string>();
      expect(seen.has(digest), `${item.equipmentSlug} looks like another ${item.mainCategorySlug} item`).toBe(false);
      seen.add(digest);
      byCategory.set(item.mainCategorySlug, seen);
    }
    expect(new Set(equipment.map((item) => item.imageCode)).size).toBe(equipment.length);
  });

  it("shows the mini diggers of a search as different drawings", () => {
    const diggers = equipment.filter((item) => /Mini Digger/.test(item.name));
    expect(diggers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(diggers.map((item) => readFileSync(picture(item.imageCode)).toString("base64"))).size).toBe(
      diggers.length,
    );
  });

  it("keeps the pictures small: at most 12 KB each and 6 MB in all", () => {
    const sizes = equipment.map((item) => statSync(picture(item.imageCode)).size);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(12 * 1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(6 * 1024 * 1024);
  });

  it("reads an item's size from its name", () => {
    expect(sizeLabel("Mini Digger 1.5t")).toBe("1.5t");
    expect(sizeLabel("Magnetic Base Drill 110V 50mm")).toBe("50mm");
    expect(sizeLabel("Kubota KX016 Mini Digger 1.6t")).toBe("1.6t");
    expect(sizeLabel("Wheelbarrow")).toBeUndefined();
    expect(sizeLabel("Brokk 110 Demolition Robot")).toBeUndefined();
  });
});
