import { TextPageView } from "~/components/info/text-page-view";
import { infoSeo } from "~/components/info/info-seo";
import { modernSlavery } from "~/content/modern-slavery";
import { metaFromLoader } from "~/lib/route-meta";
import { withSeoMeta } from "~/lib/seo";
import type { Route } from "./+types/modern-slavery";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.services.config;
  const seo = infoSeo(publicUrl, modernSlavery, { extra: { dateModified: "2025-01" } });
  return withSeoMeta({ page: modernSlavery }, publicUrl, seo);
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPageView page={loaderData.page} />;
}
