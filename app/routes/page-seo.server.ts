import type { Crumb } from "~/components/ui/page-header";
import { breadcrumbJsonLd, type PageSeo } from "~/lib/seo.server";

// Helpers for page loaders: a page's SEO is built in its loader (see app/lib/route-meta.ts), so none
// of this code reaches the browser bundle.

export interface TrailStep {
  name: string;
  path: string;
}

/** The visible breadcrumb (the last step is the current page, without a link). */
export function crumbsOf(trail: TrailStep[]): Crumb[] {
  return trail.map((step, index) => ({ label: step.name, to: index < trail.length - 1 ? step.path : undefined }));
}

/** A page's SEO with its breadcrumb JSON-LD first. */
export function pageSeo(publicUrl: string, trail: TrailStep[], page: PageSeo): PageSeo {
  return { ...page, jsonLd: [breadcrumbJsonLd(publicUrl, trail), ...(page.jsonLd ?? [])] };
}

/** schema.org ItemList of links. */
export function itemList(
  publicUrl: string,
  items: { name: string; path: string }[],
  name?: string,
): Record<string, unknown> {
  return {
    "@type": "ItemList",
    ...(name ? { name } : {}),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: `${publicUrl}${item.path}`,
    })),
  };
}

/** schema.org CollectionPage for a listing page. */
export function collectionPage(
  publicUrl: string,
  page: { name: string; description: string; path: string },
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: `${publicUrl}${page.path}`,
    mainEntity: itemList(publicUrl, items),
  };
}
