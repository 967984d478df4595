import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

const page = {
  title: "Privacy Policy",
  description: "How we collect, use and protect your personal data.",
  path: "/privacy-policy",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Privacy Policy"} intro={page.description} />;
}
