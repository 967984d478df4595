import { pageSeo } from "~/routes/page-seo.server";
import type { PageSeo } from "~/lib/seo.server";

// Loader-side SEO for the information pages (never imported by components, so it stays on the server).

interface InfoPage {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
}

/** Title, description, canonical, breadcrumb JSON-LD and a schema.org page of `type` for one information page. */
export function infoSeo(
  publicUrl: string,
  page: InfoPage,
  options: {
    type?: string;
    extra?: Record<string, unknown>;
    jsonLd?: Record<string, unknown>[];
    noindex?: boolean;
  } = {},
): PageSeo {
  const trail = [
    { name: "Home", path: "/" },
    { name: page.title, path: page.path },
  ];
  return pageSeo(publicUrl, trail, {
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    noindex: options.noindex,
    jsonLd: [
      {
        "@type": options.type ?? "WebPage",
        name: page.title,
        description: page.description,
        url: `${publicUrl}${page.path}`,
        inLanguage: "en-GB",
        ...options.extra,
      },
      ...(options.jsonLd ?? []),
    ],
  });
}
