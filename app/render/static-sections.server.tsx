import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { StaticSectionRenderer } from "~/render/static-section-context";

// The header's fixed parts and the footer (StaticMarkup) are the same on every page but for two things: which main
// navigation link is current, which depends only on the path's first segment and whether the path goes deeper (every
// header link is a one-segment path, app/components/layout/nav-link.tsx), and the footer's year. Rendering them was a
// large share of a small page's render (docs/decisions/performance.md N14), so each is rendered once per such variant
// and kept.

const MAX_ENTRIES = 512;
const rendered = new Map<string, string>();

/** Which navigation state `pathname` shows: "categories" for /categories, "categories/" below it, "" for home. */
export function navigationVariant(pathname: string): string {
  const segments = pathname.split("/");
  return segments.length > 2 && segments.slice(2).some(Boolean) ? `${segments[1]}/` : (segments[1] ?? "");
}

/** A renderer for one request: a section's HTML as this path shows it, from the kept copy when there is one. */
export function staticSectionRenderer(pathname: string): StaticSectionRenderer {
  const variant = `${navigationVariant(pathname)}\n${new Date().getFullYear()}`;
  return (id: string, content: ReactNode) => {
    const key = `${id}\n${variant}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(<StaticRouter location={pathname}>{content}</StaticRouter>);
      // Invented paths can make new variants; the map is emptied rather than allowed to grow without bound.
      if (rendered.size >= MAX_ENTRIES) rendered.clear();
      rendered.set(key, html);
    }
    return html;
  };
}
