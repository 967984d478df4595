import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const page = {
  title: "Tool & Equipment Hire",
  description: "Tool, plant and access equipment hire from over 300 branches across the UK and Ireland.",
  path: "/",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Tool and equipment hire"} intro={page.description} />;
}
