import { PlaceholderPage } from "~/components/layout/placeholder-page";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/faqs";

const page = {
  title: "Frequently Asked Questions",
  description: "Answers about hiring equipment: before, during and after your hire, branches and accounts.",
  path: "/faqs",
};

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(page, publicUrlFrom(matches));
}

export default function Page() {
  return <PlaceholderPage title={"Frequently asked questions"} intro={page.description} />;
}
