import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const page = {
  title: "Contact Us",
  description: "Call, e-mail or visit us: phone numbers, head office address and opening hours.",
  path: "/contact",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Contact us"} intro={page.description} />;
}
