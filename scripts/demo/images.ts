import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Brand } from "../../brands/brand.js";
import { brand as demoCompany } from "../../brands/kestrel/brand.js";
import { renderItemImage, type ItemImage } from "./item-images.js";
import { pictograms } from "./pictograms.js";
import { AMBER, FONT, GREY_BG, GREY_TEXT, hash, NAVY, NAVY_LIGHT, wrap } from "./image-style.js";
import { recolourSvg } from "./recolour.js";
import { escapeHtml } from "./text.js";
import type { CategoryTree, TreeNode } from "./tree.js";

export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 480;

/** The SVG illustration of one category: navy band with the family pictogram, name below. */
export function categorySvg(node: TreeNode): string {
  const h = hash(node.code);
  // The band's lower edge slants a little differently for each category, always between y 296 and 340.
  const slant = 16 + (h % 28);
  const bandLeft = node.level === 0 ? 330 : 296 + (h % 2 === 0 ? slant : 0);
  const bandRight = node.level === 0 ? 300 : 296 + (h % 2 === 0 ? 0 : slant);
  const decoX = 60 + ((h >>> 3) % 520);
  const decoY = 40 + ((h >>> 9) % 180);
  const decoR = 40 + ((h >>> 15) % 70);

  let size = 36;
  let lines = wrap(node.name, size, 580);
  if (lines.length > 2) {
    size = 28;
    lines = wrap(node.name, size, 590);
  }
  const caption = node.level === 0 ? "Hire range" : node.top.name;
  const captionY = 380;
  const lineGap = size + 6;
  const firstLineY = lines.length === 1 ? 430 : lines.length === 2 ? 420 : 410;

  const nameText = lines
    .slice(0, 3)
    .map(
      (line, index) =>
        `<text x="320" y="${firstLineY + index * lineGap}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${NAVY}">${escapeHtml(line)}</text>`,
    )
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">
  <rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${GREY_BG}"/>
  <polygon points="0,0 ${IMAGE_WIDTH},0 ${IMAGE_WIDTH},${bandRight} 0,${bandLeft}" fill="${NAVY}"/>
  <circle cx="${decoX}" cy="${decoY}" r="${decoR}" fill="${NAVY_LIGHT}"/>
  <circle cx="${IMAGE_WIDTH - decoX}" cy="${decoY + 60}" r="${Math.round(decoR / 2)}" fill="${NAVY_LIGHT}"/>
  <polygon points="0,${bandLeft} ${IMAGE_WIDTH},${bandRight} ${IMAGE_WIDTH},${bandRight + 10} 0,${bandLeft + 10}" fill="${AMBER}"/>
  <circle cx="320" cy="160" r="118" fill="${NAVY}" stroke="${AMBER}" stroke-width="6"/>
  <g transform="translate(220 60)">${pictograms[node.family.pictogram]}</g>
  <text x="320" y="${captionY}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="16" letter-spacing="2.5" fill="${GREY_TEXT}">${escapeHtml(caption.toUpperCase())}</text>
  ${nameText}
</svg>`;
}

/** The category's picture as a JPEG, in the brand's colours (the demo company's: data/demo's own). */
export async function renderCategoryImage(node: TreeNode, brand: Brand = demoCompany): Promise<Buffer> {
  return sharp(Buffer.from(recolourSvg(categorySvg(node), brand)))
    .flatten({ background: GREY_BG })
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

interface ImageTotals {
  count: number;
  bytes: number;
  largest: number;
}

/**
 * Writes /category_images/{code}.jpg for every category and every item picture, in the brand's colours (default: the
 * demo company's, data/demo), removing images of codes that no longer exist; returns the totals of each set.
 */
export async function writeDemoImages(
  tree: CategoryTree,
  items: ItemImage[],
  folder: string,
  brand: Brand = demoCompany,
): Promise<{ categories: ImageTotals; items: ImageTotals }> {
  await mkdir(folder, { recursive: true });
  const wanted = new Set([...tree.nodes, ...items].map((image) => `${image.code}.jpg`));
  for (const file of await readdir(folder)) {
    if (file.endsWith(".jpg") && !wanted.has(file)) await rm(join(folder, file));
  }
  const write = async <T extends { code: string }>(list: T[], render: (image: T, brand: Brand) => Promise<Buffer>) => {
    const totals: ImageTotals = { count: list.length, bytes: 0, largest: 0 };
    const queue = [...list];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const image = await render(next, brand);
        totals.bytes += image.length;
        totals.largest = Math.max(totals.largest, image.length);
        await writeFile(join(folder, `${next.code}.jpg`), image);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return totals;
  };
  return { categories: await write(tree.nodes, renderCategoryImage), items: await write(items, renderItemImage) };
}
