import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/admin.import";

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: seoMeta(
      {
        title: "Database Import Manager",
        description: "Administrator CSV import.",
        path: "/admin/import",
        noindex: true,
      },
      context.services.config.publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

export default function AdminImport() {
  return (
    <PlaceholderPage
      title="Database Import Manager"
      intro="Administrator CSV import arrives with the admin import issue."
    />
  );
}
