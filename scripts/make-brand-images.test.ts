import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brands } from "../brands/index.js";
import { BRAND_IDS, DEFAULT_BRAND_ID, selectedBrandId } from "../brands/ids.js";
import { vatPercent } from "../core/estimate-vat.js";
import { moneyIn } from "../core/money.js";
import { incVat } from "../core/vat.js";
import { faviconSvg, ogImageSvg } from "./make-brand-images.js";

// Brands as data (docs/decisions/operation.md O7, O8, O10): every brand complete, its images its own.

const brandFile = (id: string, name: string) => new URL(`../brands/${id}/public/${name}`, import.meta.url);

describe("brands", () => {
  it.each(BRAND_IDS)("%s is complete: its id, a VAT rate, colours, and every image drawn", (id) => {
    const { brand, about } = brands[id];
    expect(brand.id).toBe(id);
    expect(brand.vatRate).toMatch(/^0\.\d{2}$/);
    for (const colour of Object.values(brand.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(brand.mailFrom).toContain(brand.email.split("@")[1]);
    expect(about.timeline.length).toBeGreaterThan(0);
    for (const file of ["favicon.svg", "favicon-32.png", "apple-touch-icon.png", "og-image.png"]) {
      expect(existsSync(brandFile(id, file)), `${id}/public/${file}`).toBe(true);
    }
    // The committed icon is the one the script draws from the brand file (run `npm run brand:images` after a change).
    expect(readFileSync(brandFile(id, "favicon.svg"), "utf8")).toBe(faviconSvg(brand));
  });

  it("draws each brand's social card from its own name and colours", () => {
    const cards = BRAND_IDS.map((id) => ogImageSvg(brands[id].brand));
    expect(new Set(cards).size).toBe(BRAND_IDS.length);
    expect(cards[BRAND_IDS.indexOf("curlew")]).toContain("Curlew");
    expect(cards[BRAND_IDS.indexOf("curlew")]).not.toContain("Kestrel");
    const pngs = BRAND_IDS.map((id) => readFileSync(brandFile(id, "og-image.png")).toString("base64"));
    expect(new Set(pngs).size).toBe(BRAND_IDS.length);
  });

  it("picks the brand BRAND names, the default when unset, and refuses an unknown one", () => {
    expect(selectedBrandId({})).toBe(DEFAULT_BRAND_ID);
    expect(selectedBrandId({ BRAND: "curlew" })).toBe("curlew");
    expect(() => selectedBrandId({ BRAND: "acme" })).toThrow(/BRAND: unknown brand "acme" \(one of kestrel, curlew\)/);
  });

  it("prices the Irish brand as an Irish customer expects: €1,234.50 and 23% VAT", () => {
    const { brand } = brands.curlew;
    expect(moneyIn(brand.currency.symbol, "1234.5")).toBe("€1,234.50");
    expect(moneyIn(brand.currency.symbol, "145.00")).toBe("€145.00");
    expect(incVat("145.00", brand.vatRate)).toBe("178.35");
    expect(vatPercent(brand.vatRate)).toBe("23%");
    expect(brand.currency.code).toBe("EUR");
    expect(brand.homeNation).toBe("roi");
  });
});
