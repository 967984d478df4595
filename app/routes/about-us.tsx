import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

const page = {
  title: "About Us",
  description: "Our story since 1957: from one London depot to a national hire network.",
  path: "/about-us",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"About us"} intro={page.description} />;
}
