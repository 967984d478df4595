import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

const page = {
  title: "Terms & Conditions",
  description: "The terms and conditions of hire and of using this website.",
  path: "/terms-conditions",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Terms & Conditions"} intro={page.description} />;
}
