import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/damage-waiver";

const page = {
  title: "Damage Waiver",
  description: "How our damage waiver protects you against the cost of accidental damage to hired equipment.",
  path: "/damage-waiver",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Damage Waiver"} intro={page.description} />;
}
