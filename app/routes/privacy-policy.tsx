import { TextPageView } from "~/components/info/text-page-view";
import { infoSeo } from "~/components/info/info-seo";
import { privacyPolicy } from "~/content/privacy-policy";
import { metaFromLoader } from "~/lib/route-meta";
import { withSeoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.services.config;
  const seo = infoSeo(publicUrl, privacyPolicy, { extra: { dateModified: "2025-01" } });
  return withSeoMeta({ page: privacyPolicy }, publicUrl, seo);
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPageView page={loaderData.page} />;
}
