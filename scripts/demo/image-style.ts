// The demo pictures' look, shared by the category pictures (images.ts) and the items' own (item-images.ts).

export const NAVY = "#0b3a66";
export const NAVY_LIGHT = "#134b80";
export const AMBER = "#ffb81c";
export const GREY_BG = "#eef2f6";
export const GREY_TEXT = "#5b6b7b";
export const FONT = "Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif";

/** A small stable hash of a code, to vary the background decoration. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Rough width of bold sans-serif text, for wrapping (average glyph about 0.58 em). */
function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text)
    units += /[il.,'|!]/.test(char)
      ? 0.3
      : /[mwMW]/.test(char)
        ? 0.9
        : /[A-Z&]/.test(char)
          ? 0.7
          : char === " "
            ? 0.28
            : 0.58;
  return units * size;
}

export function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
