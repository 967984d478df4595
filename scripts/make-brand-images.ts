/**
 * Draws a brand's images from its brand file (brands/<id>/brand.ts: name, colours, logo mark, claims) into
 * brands/<id>/public/, which the build serves as the site's root (build-tools/brand-select.ts):
 *   favicon.svg           the logo mark on its tile, the icon browsers that draw SVG icons use
 *   favicon-32.png        the tab icon, and apple-touch-icon.png (180 px, square) for home screens: browsers draw an
 *                         SVG icon on the page's main thread after load, a PNG this small decodes at once
 *                         (docs/decisions/performance.md X9)
 *   og-image.png          the 1200 x 630 social card every page without a picture of its own links to
 * and, for a brand with a demo folder of its own (brands/<id>/demo.ts), the demo catalogue's pictures in its colours
 * into <folder>/category_images/ (scripts/demo/brand-pictures.ts), which the server serves before data/demo's.
 * Run it after changing a brand's name, colours, mark or claims: npm run brand:images -- <id> [<id>...] (all: no id).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import type { Brand } from "../brands/brand.js";
import { brands } from "../brands/index.js";
import { isBrandId } from "../brands/ids.js";
import { brandPictureFolder, writeBrandPictures } from "./demo/brand-pictures.js";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const brandsDir = join(projectRoot, "brands");

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The logo mark on its 40 x 40 tile, as the header draws it (app/components/layout/logo.tsx). */
export function faviconSvg(brand: Brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${brand.colors.brand}"/><path d="${brand.markPath}" fill="${brand.colors.accent}"/></svg>\n`;
}

/** The social card: mark and name, the tagline in two lines, the claims, and a hi-vis stripe along the bottom. */
export function ogImageSvg(brand: Brand): string {
  const { colors } = brand;
  const [first, ...rest] = brand.name.split(" ");
  const cut = brand.tagline.lastIndexOf(" for ");
  const [line1, line2] = cut > 0 ? [brand.tagline.slice(0, cut), brand.tagline.slice(cut + 1)] : [brand.tagline, ""];
  const claims = [
    `Since ${brand.foundedYear}`,
    brand.claims.locations.replace(/^./, (letter) => letter.toUpperCase()),
    `${brand.claims.rating} from ${brand.claims.reviews}`,
  ].join(" · ");
  const stripes = Array.from(
    { length: 42 },
    (_, index) => `<path d="M${index * 30 - 30} 630l25-25h15l-25 25z" fill="${colors.accent}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.brand}"/><stop offset="1" stop-color="${colors.brandStrong}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<g transform="translate(600 -40) scale(17)" fill="#ffffff" fill-opacity="0.05"><path d="${brand.markPath}"/></g>
<g transform="translate(80 80) scale(2.1)"><rect width="40" height="40" rx="9" fill="${colors.accent}"/><path d="${brand.markPath}" fill="${colors.brandStrong}"/></g>
<text x="192" y="140" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="48" fill="#ffffff"><tspan font-weight="700">${xml(first)}</tspan>${rest.length ? ` ${xml(rest.join(" "))}` : ""}</text>
<text x="80" y="318" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${xml(line1)}</text>
<text x="80" y="405" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="76" font-weight="700" fill="${colors.accent}">${xml(line2)}</text>
<text x="80" y="500" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.82">${xml(claims)}</text>
<rect y="605" width="1200" height="25" fill="${colors.brandStrong}"/>${stripes}
</svg>
`;
}

async function drawBrand(id: string, brand: Brand): Promise<void> {
  const folder = join(brandsDir, id, "public");
  mkdirSync(folder, { recursive: true });
  const favicon = faviconSvg(brand);
  writeFileSync(join(folder, "favicon.svg"), favicon);
  for (const { file, size, square } of [
    { file: "favicon-32.png", size: 32, square: false },
    { file: "apple-touch-icon.png", size: 180, square: true },
  ]) {
    // Rendered at the target size from the vector, not scaled from another bitmap. iOS rounds a home-screen icon's
    // corners itself, so that one is square, its corners in the tile's colour.
    const image = sharp(Buffer.from(favicon), { density: 72 * (size / 40) * 2 }).resize(size, size);
    await (square ? image.flatten({ background: brand.colors.brand }) : image)
      .png({ compressionLevel: 9 })
      .toFile(join(folder, file));
  }
  await sharp(Buffer.from(ogImageSvg(brand)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(join(folder, "og-image.png"));
  console.log(`Wrote brands/${id}/public/: favicon.svg, favicon-32.png, apple-touch-icon.png, og-image.png`);
}

// Run as a script (the test imports the drawing functions alone).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const wanted = process.argv.slice(2);
  for (const id of wanted) if (!isBrandId(id)) throw new Error(`Unknown brand "${id}" (one of ${Object.keys(brands)})`);
  for (const [id, { brand, demo }] of Object.entries(brands)) {
    if (wanted.length > 0 && !wanted.includes(id)) continue;
    await drawBrand(id, brand);
    const pictures = brandPictureFolder(projectRoot, demo);
    if (pictures)
      console.log(
        `Wrote ${await writeBrandPictures(brand, pictures)} demo pictures to ${demo.folder}/category_images/`,
      );
  }
}
