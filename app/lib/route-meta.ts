import type { MetaDescriptor } from "react-router";

/**
 * A route's `meta`: the tags its loader built on the server (app/lib/seo.server.ts) and returned as
 * `meta`. Keeping the SEO builders in loaders keeps them out of every page's browser JavaScript.
 */
export function metaFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
