import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

const page = {
  title: "About Us",
  description: "Our story since 1957: from one London depot to a national hire network.",
  path: "/about-us",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"About us"} intro={page.description} />;
}
