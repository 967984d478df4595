import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/damage-waiver";

const page = {
  title: "Damage Waiver",
  description: "How our damage waiver protects you against the cost of accidental damage to hired equipment.",
  path: "/damage-waiver",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Damage Waiver"} intro={page.description} />;
}
