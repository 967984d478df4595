import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/trade-account-benefits";

const page = {
  title: "Trade Account Benefits",
  description: "Personalised pricing, credit facilities and online account services for trade customers.",
  path: "/trade-account-benefits",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Trade Account Benefits"} intro={page.description} />;
}
