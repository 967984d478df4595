import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations.$id";

export function loader({ context, params }: Route.LoaderArgs) {
  return {
    meta: seoMeta(
      {
        title: "Branch",
        description: "Branch address, opening hours and contact details.",
        path: `/locations/${params.id}`,
      },
      context.services.config.publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

export default function LocationDetail() {
  return <PlaceholderPage title="Branch details" intro="Branch address, opening hours and contact details." />;
}
