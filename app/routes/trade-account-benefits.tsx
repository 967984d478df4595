import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/trade-account-benefits";

const page = {
  title: "Trade Account Benefits",
  description: "Personalised pricing, credit facilities and online account services for trade customers.",
  path: "/trade-account-benefits",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Trade Account Benefits"} intro={page.description} />;
}
