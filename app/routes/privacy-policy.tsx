import { TextPageView } from "~/components/info/text-page-view";
import { infoSeo } from "~/routes/info-seo.server";
import { privacyPolicy } from "~/content/privacy-policy";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/privacy-policy";
import { configOf, publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  // The retention period is the setting the retention job uses (docs/decisions/operation.md Z7), never copy.
  const page = privacyPolicy({ retentionMonths: configOf(context).RETENTION_MONTHS });
  const seo = infoSeo(publicUrl, page, { extra: { dateModified: "2025-01" } });
  return { page, meta: seoMeta(seo, publicUrl) };
}

export const meta = metaFromLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TextPageView page={loaderData.page} />;
}
