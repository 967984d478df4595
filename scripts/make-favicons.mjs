// Draws the site's icon, public/favicon.svg, as the PNG files pages link to: a 32 px tab icon and the 180 px icon
// iOS puts on a home screen. Browsers draw an SVG icon by building an SVG document on the page's main thread after
// the page has loaded, a task long enough to count as blocking; a PNG this small decodes at once
// (docs/decisions/performance.md X9).
// Run it after changing favicon.svg (a hire company's own brand): node scripts/make-favicons.mjs
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const source = `${publicDir}favicon.svg`;
// iOS rounds the corners of a home-screen icon itself, so that one is square: its corners take the icon's
// background colour (the first fill in favicon.svg).
const background = readFileSync(source, "utf8").match(/fill="(#[0-9a-f]{3,6})"/i)?.[1] ?? "#ffffff";
const icons = [
  { file: "favicon-32.png", size: 32, square: false },
  { file: "apple-touch-icon.png", size: 180, square: true },
];

for (const { file, size, square } of icons) {
  // Rendered at the target size from the vector, not scaled from another bitmap.
  const image = sharp(source, { density: 72 * (size / 40) * 2 }).resize(size, size);
  await (square ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toFile(`${publicDir}${file}`);
  console.log(`Wrote public/${file} (${size} px)`);
}
