import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/equipment";

const page = {
  title: "Search Equipment",
  description: "Search our hire and resale equipment by name, product code or category.",
  path: "/equipment",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Search equipment"} intro={page.description} />;
}
