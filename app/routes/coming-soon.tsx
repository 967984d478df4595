import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/coming-soon";

const page = {
  title: "Coming Soon",
  description: "This part of the site is coming soon.",
  path: "/coming-soon",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Coming Soon"} intro={page.description} />;
}
