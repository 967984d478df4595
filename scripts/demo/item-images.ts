import sharp from "sharp";
import type { Brand } from "../../brands/brand.js";
import { brand as demoCompany } from "../../brands/kestrel/brand.js";
import type { EquipmentItem, EquipmentSet } from "./equipment.js";
import { AMBER, FONT, GREY_BG, hash, NAVY, NAVY_LIGHT } from "./image-style.js";
import { pictograms } from "./pictograms.js";
import { recolourSvg } from "./recolour.js";
import { escapeHtml } from "./text.js";
import type { Level2Node } from "./tree.js";

// Each demo item's own picture (docs/decisions/catalogue-import.md Q5): the family's drawing, sized by where the item
// stands among its category's sizes, placed and coloured by its kind, with its size on a tag. So the items of one
// category (a search for "mini digger") look different, and the same catalogue always draws the same. The name is
// not drawn: every card and page shows it beside the picture, and text is what a JPEG pays most for.

/** Item pictures are smaller than the category's (480 x 360): cards show them at most 400 px wide. */
const WIDTH = 480;
const HEIGHT = 360;

/**
 * The background and circle colours, one pair per kind of item within a category. No outlines and edges on the
 * 8-pixel grid where possible: JPEG pays for every edge (an amber ring alone cost 2 KB a picture).
 */
const SCHEMES = [
  { background: NAVY, circle: "#1d5c99" },
  { background: "#123f6e", circle: "#2a6fb0" },
  { background: "#0e2f52", circle: NAVY_LIGHT },
  { background: "#17487a", circle: "#0b3a66" },
];

export interface ItemImage {
  code: string;
  item: EquipmentItem;
  leaf: Level2Node;
  /** 0 for the category's smallest item, 1 for its largest. */
  size: number;
  /** Which kind (product family) of the category the item is, from 0. */
  kind: number;
}

/** A size with its unit; a bare number is a model ("Brokk 110"), not a size. */
const SIZE = /^\d+(\.\d+)?(t|kg|mm|cm|m|ft|in|V|kVA|kW|W|L|bar|Ah|hp|tread)$/i;

/** The size an item's name states: its last word that is a number with a unit ("1.5t", "110V", "450mm"), if any. */
export function sizeLabel(name: string): string | undefined {
  return name
    .split(" ")
    .filter((word) => SIZE.test(word))
    .at(-1);
}

const sizeValue = (item: EquipmentItem) => Number.parseFloat(sizeLabel(item.name) ?? "") || item.rate;

/**
 * Gives every item its own image code, `{categoryCode}-{n}` (n counting the category's main items from 1), and
 * returns what to draw for each. Call after the specials are built: they keep the category pictures.
 */
export function assignItemImages(set: EquipmentSet): ItemImage[] {
  const images: ItemImage[] = [];
  const byLeaf = new Map<Level2Node, EquipmentItem[]>();
  for (const item of set.items) {
    const leaf = item.categories[0]!;
    byLeaf.set(leaf, [...(byLeaf.get(leaf) ?? []), item]);
  }
  for (const [leaf, items] of byLeaf) {
    const bySize = [...items].sort((a, b) => sizeValue(a) - sizeValue(b));
    const families = [...new Set(items.map((item) => item.commCode))];
    items.forEach((item, index) => {
      item.imageCode = `${leaf.code}-${index + 1}`;
      images.push({
        code: item.imageCode,
        item,
        leaf,
        size: items.length > 1 ? bySize.indexOf(item) / (items.length - 1) : 0.5,
        kind: families.indexOf(item.commCode),
      });
    });
  }
  return images;
}

export function itemSvg({ item, leaf, size, kind }: ItemImage): string {
  const h = hash(item.equipmentSlug);
  const scheme = SCHEMES[kind % SCHEMES.length]!;
  const scale = 0.72 + 0.34 * size;
  const radius = Math.round(100 * scale);
  // Kinds alternate sides; within a kind the drawing moves a little with the size.
  const left = kind % 2 === 0;
  const cx = Math.round(left ? 176 + 48 * size : 304 - 48 * size);
  const cy = 176;
  const mirror = (h >>> 5) % 2 === 1;
  const picture = `<g transform="translate(${cx} ${cy}) scale(${(mirror ? -scale : scale).toFixed(3)} ${scale.toFixed(3)}) translate(-100 -100)">${pictograms[leaf.family.pictogram]}</g>`;
  const tag = sizeLabel(item.name);
  const tagWidth = tag ? Math.round(tag.length * 19 + 34) : 0;
  const tagX = left ? WIDTH - tagWidth - 24 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${scheme.background}"/>
  <rect y="336" width="${WIDTH}" height="8" fill="${AMBER}"/>
  <rect y="344" width="${WIDTH}" height="16" fill="${GREY_BG}"/>
  <circle cx="${cx}" cy="${cy}" r="${radius}" fill="${scheme.circle}"/>
  ${picture}
  ${tag ? `<rect x="${tagX}" y="24" width="${tagWidth}" height="48" rx="8" fill="${AMBER}"/><text x="${tagX + tagWidth / 2}" y="59" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="${NAVY}">${escapeHtml(tag)}</text>` : ""}
</svg>`;
}

export async function renderItemImage(image: ItemImage, brand: Brand = demoCompany): Promise<Buffer> {
  return sharp(Buffer.from(recolourSvg(itemSvg(image), brand)))
    .flatten({ background: GREY_BG })
    .jpeg({ quality: 62, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
