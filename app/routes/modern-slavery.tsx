import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/modern-slavery";

const page = {
  title: "Modern Slavery Act Statement",
  description: "Our statement on preventing modern slavery and human trafficking in our business and supply chains.",
  path: "/modern-slavery",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Modern Slavery Act Statement"} intro={page.description} />;
}
