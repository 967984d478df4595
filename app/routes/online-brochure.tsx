import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/online-brochure";

const page = {
  title: "Online Brochure",
  description: "Browse our general and specialist hire brochures online.",
  path: "/online-brochure",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Online Brochure"} intro={page.description} />;
}
