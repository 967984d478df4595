import type { MetaDescriptor } from "react-router";
import { site } from "../../core/site.js";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL; a query string only where each query is a page of its own (search results). */
  path: string;
  keywords?: string[];
  image?: string;
  /** What `image` shows, for people who cannot see it (og:image:alt, twitter:image:alt); the title when unset. */
  imageAlt?: string;
  /** schema.org objects; the WebSite and Organization of every page are added by the root. */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
  ogType?: "website" | "product" | "article";
}

/** The site-wide social card (public/og-image.png), used when a page has no image of its own. */
export const defaultOgImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
};

/**
 * The document title: "{Brand} | {Title}" on the home page, "{Title} | {Brand}" elsewhere;
 * a title that already names the brand is used as it is.
 */
export function pageTitle(page: Pick<PageSeo, "title" | "path">): string {
  if (page.title.includes(site.name)) return page.title;
  return page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
}

const defaultKeywords = ["tool hire", "equipment hire", "plant hire", "access hire", "UK", "Ireland"];

/**
 * Title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD for one page. Loaders
 * return these as `meta` (and nothing else about SEO), and each route's `meta` export hands them to
 * React Router (app/lib/route-meta.ts), so the builders stay on the server and each tag is sent once.
 */
export function seoMeta(page: PageSeo, publicUrl: string): MetaDescriptor[] {
  const title = pageTitle(page);
  const url = `${publicUrl}${page.path}`;
  const image = page.image
    ? page.image.startsWith("http")
      ? page.image
      : `${publicUrl}${page.image}`
    : `${publicUrl}${defaultOgImage.path}`;
  const imageAlt = page.image ? (page.imageAlt ?? page.title) : defaultOgImage.alt;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: [...(page.keywords ?? []), ...defaultKeywords].join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.image
      ? []
      : [
          { property: "og:image:width", content: String(defaultOgImage.width) },
          { property: "og:image:height", content: String(defaultOgImage.height) },
        ]),
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: site.locale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  for (const item of page.jsonLd ?? []) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...item } });
  return tags;
}

export function webSiteJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    "@type": "WebSite",
    name: site.name,
    url: `${publicUrl}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: `${publicUrl}/equipment?search={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

export function organizationJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: site.name,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.headOffice.street,
      addressLocality: site.headOffice.locality,
      postalCode: site.headOffice.postcode,
      addressCountry: site.countryCode,
    },
    sameAs: site.social.map((link) => link.href),
  };
}

export function breadcrumbJsonLd(publicUrl: string, trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}
