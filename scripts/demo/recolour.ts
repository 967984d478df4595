import type { Brand } from "../../brands/brand.js";
import { brand as demoCompany } from "../../brands/kestrel/brand.js";

// The demo pictures of another brand (docs/decisions/catalogue-import.md C15): they are drawn in Kestrel Hire's navy
// and amber (image-style.ts, pictograms.ts), so every colour of a drawing moves to the brand's own. A colour of the
// navy family (the band, its shades, the blue-grey background and text) takes the brand colour's hue, its saturation
// scaled alike and its lightness shifted by as much; one of the amber family takes the accent's. White stays white.

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The colour `hex` of a demo drawing in the brand's colours. */
export function brandColour(hex: string, brand: Brand): string {
  const colour = toHsl(hex.toLowerCase());
  if (colour.s === 0) return hex;
  const from = demoCompany.colors;
  const navy = toHsl(from.brand);
  const amber = toHsl(from.accent);
  const family = hueDistance(colour.h, amber.h) < hueDistance(colour.h, navy.h) ? "accent" : "brand";
  const source = family === "accent" ? amber : navy;
  const target = toHsl(brand.colors[family]);
  return toHex({
    h: target.h,
    s: clamp(source.s ? (colour.s * target.s) / source.s : target.s),
    l: clamp(colour.l - source.l + target.l),
  });
}

/** A demo drawing (SVG) in the brand's colours; the demo company's own drawings are left as they are. */
export function recolourSvg(svg: string, brand: Brand): string {
  if (brand.id === demoCompany.id) return svg;
  return svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => brandColour(hex, brand));
}
