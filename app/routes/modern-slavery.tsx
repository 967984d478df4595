import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/modern-slavery";

const page = {
  title: "Modern Slavery Act Statement",
  description: "Our statement on preventing modern slavery and human trafficking in our business and supply chains.",
  path: "/modern-slavery",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Modern Slavery Act Statement"} intro={page.description} />;
}
