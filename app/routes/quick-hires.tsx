import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quick-hires";

const page = {
  title: "Quick Hires",
  description: "Special offers on popular hire equipment, ready to go from your local branch.",
  path: "/quick-hires",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Quick Hires"} intro={page.description} />;
}
