import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/locations.browse-all";

const page = {
  title: "All Branch Locations",
  description: "Every hire branch, listed alphabetically with postcode, telephone and e-mail.",
  path: "/locations/browse-all",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"All Branch Locations"} intro={page.description} />;
}
