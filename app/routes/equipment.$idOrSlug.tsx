import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/equipment.$idOrSlug";

export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(
    { title: "Equipment", description: "Equipment details and hire rates.", path: `/equipment/${params.idOrSlug}` },
    publicUrlFrom(matches),
  );
}

export default function EquipmentDetail() {
  return <PlaceholderPage title="Equipment" intro="Equipment details and hire rates." />;
}
