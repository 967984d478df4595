import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/faqs";

const page = {
  title: "Frequently Asked Questions",
  description: "Answers about hiring equipment: before, during and after your hire, branches and accounts.",
  path: "/faqs",
};

export function loader({ context }: Route.LoaderArgs) {
  return { meta: seoMeta(page, context.services.config.publicUrl) };
}

export const meta = metaFromLoader;

export default function Page() {
  return <PlaceholderPage title={"Frequently asked questions"} intro={page.description} />;
}
