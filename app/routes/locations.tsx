import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/locations";

const page = {
  title: "Find Your Local Branch",
  description: "Find your nearest hire branch by postcode or town, with opening hours, phone numbers and directions.",
  path: "/locations",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Find Your Local Branch"} intro={page.description} />;
}
