import { TextPageView } from "~/components/info/text-page-view";
import { infoSeo } from "~/components/info/info-seo";
import { termsConditions } from "~/content/terms-conditions";
import { metaFromLoader } from "~/lib/route-meta";
import { withSeoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.services.config;
  const seo = infoSeo(publicUrl, termsConditions, { extra: { dateModified: "2025-01" } });
  return withSeoMeta({ page: termsConditions }, publicUrl, seo);
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPageView page={loaderData.page} />;
}
