import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/locations";

const page = {
  title: "Find Your Local Branch",
  description: "Find your nearest hire branch by postcode or town, with opening hours, phone numbers and directions.",
  path: "/locations",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Find Your Local Branch"} intro={page.description} />;
}
