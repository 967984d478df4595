import { Link } from "react-router";
import { site } from "../../core/site.js";
import { collectionPage, pageSeo } from "~/routes/page-seo.server";
import { SpecialAccordion } from "~/components/catalogue/special-accordion";
import { specialSummary } from "~/routes/summaries.server";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { seoMeta } from "~/lib/seo.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/quick-hires";
import { catalogueOf, publicUrlOf } from "../../server/context.js";

const page = {
  title: "Quick Hires: Special Offers",
  description: "Special offers on popular hire equipment, ready to go from your local branch. Prices ex VAT.",
  path: "/quick-hires",
};
const trail = [
  { name: "Home", path: "/" },
  { name: "Quick Hires", path: "/quick-hires" },
];

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const groups = [...catalogueOf(context).specialsByCategory()].map(([name, items]) => ({
    name,
    items: items.map(specialSummary),
  }));
  const linked = groups
    .flatMap((group) => group.items)
    .filter((item) => item.equipmentSlug)
    .map((item) => ({ name: item.name, path: `/equipment/${item.equipmentSlug}` }));
  return {
    groups,
    meta: seoMeta(
      pageSeo(publicUrl, trail, {
        ...page,
        keywords: ["hire offers", "quick hire", "special offers"],
        jsonLd: [collectionPage(publicUrl, { ...page, name: "Quick Hires" }, linked)],
      }),
      publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

export default function SpecialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Quick Hires" }]}
        title="Quick Hires"
        intro={
          <>
            Special offers on popular kit, ready to go from your local branch. Press{" "}
            <strong className="text-ink">+enquire</strong> on an offer and we will confirm availability and your price.
            All prices ex VAT.
          </>
        }
      />
      <Container className="py-8 md:py-10">
        <div className="mx-auto max-w-5xl">
          <SpecialAccordion groups={loaderData.groups} />
          <p className="mt-8 text-center text-ink-muted">
            Can&apos;t see what you need?{" "}
            <Link to="/categories" className="font-semibold text-brand underline underline-offset-4">
              Browse all categories
            </Link>{" "}
            or call{" "}
            <a href={site.phoneHref} className="font-semibold text-brand underline underline-offset-4">
              {site.phone}
            </a>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
