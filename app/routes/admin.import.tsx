import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.import";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(
    { title: "Database Import Manager", description: "Administrator CSV import.", path: "/admin/import", noindex: true },
    publicUrlFrom(matches),
  );
}

export default function AdminImport() {
  return <PlaceholderPage title="Database Import Manager" intro="Administrator CSV import arrives with the admin import issue." />;
}
