import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

const page = {
  title: "Privacy Policy",
  description: "How we collect, use and protect your personal data.",
  path: "/privacy-policy",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Privacy Policy"} intro={page.description} />;
}
