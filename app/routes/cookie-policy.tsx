import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/cookie-policy";

const page = {
  title: "Cookie Policy",
  description: "Which cookies and local storage this website uses and why.",
  path: "/cookie-policy",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Cookie Policy"} intro={page.description} />;
}
