import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations.browse-all";

const page = {
  title: "All Branch Locations",
  description: "Every hire branch, listed alphabetically with postcode, telephone and e-mail.",
  path: "/locations/browse-all",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"All Branch Locations"} intro={page.description} />;
}
