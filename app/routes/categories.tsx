import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/categories";

export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(
    {
      title: "Equipment Categories",
      description: "Browse our hire equipment by category.",
      path: params.categorySlug ? `/categories/${params.categorySlug}` : "/categories",
    },
    publicUrlFrom(matches),
  );
}

export default function Categories() {
  return <PlaceholderPage title="Equipment Categories" intro="Browse our hire equipment by category." />;
}
