import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

const page = {
  title: "Terms & Conditions",
  description: "The terms and conditions of hire and of using this website.",
  path: "/terms-conditions",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Terms & Conditions"} intro={page.description} />;
}
