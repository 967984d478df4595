import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const page = {
  title: "Contact Us",
  description: "Call, e-mail or visit us: phone numbers, head office address and opening hours.",
  path: "/contact",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Contact us"} intro={page.description} />;
}
