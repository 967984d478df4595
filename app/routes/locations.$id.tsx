import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/locations.$id";

export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(
    { title: "Branch", description: "Branch address, opening hours and contact details.", path: `/locations/${params.id}` },
    publicUrlFrom(matches),
  );
}

export default function LocationDetail() {
  return <PlaceholderPage title="Branch details" intro="Branch address, opening hours and contact details." />;
}
