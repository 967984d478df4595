// Temporary: the information and branch pages still import "~/lib/seo" on their branches. Import
// "~/lib/seo.server" instead; delete this file once those pages are merged.
export { seoMeta, type PageSeo } from "./seo.server";
