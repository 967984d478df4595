import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

const page = {
  title: "Cookie Policy",
  description: "Which cookies and local storage this website uses and why.",
  path: "/cookie-policy",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Cookie Policy"} intro={page.description} />;
}
