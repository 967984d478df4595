import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built on the server with app/lib/seo.ts. Keeping the SEO
 * builders in loaders keeps them out of every page's browser JavaScript.
 */
export function metaFromLoader({ data }: { data?: unknown }): MetaDescriptor[] {
  return (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
