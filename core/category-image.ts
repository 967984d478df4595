// The category image rule (docs/decisions/catalogue-import.md C4), shared by the server (redirects, sitemaps, JSON-LD)
// and the browser (cards and detail pages).

/** Image codes become file names under /category_images, so only these characters are served. */
export const IMAGE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** An item's picture: its own imageCode, else the code of its main category; empty when neither exists. */
export function imageCodeFor(item: { imageCode: string }, mainCategory?: { categoryCode: string } | null): string {
  return item.imageCode || mainCategory?.categoryCode || "";
}

/** The static image for an image code (/category_images/{code}.jpg); empty for no code or an unusable one. */
export function categoryImageUrl(code: string | null | undefined): string {
  return code && IMAGE_CODE_PATTERN.test(code) ? `/category_images/${encodeURIComponent(code)}.jpg` : "";
}
