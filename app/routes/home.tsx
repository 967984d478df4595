import { site } from "../../core/site.js";
import { listCategories } from "../../server/services/catalogue/queries.js";
import { HomeFeatured } from "~/components/catalogue/home-featured";
import { promoTiles, reasons } from "~/components/catalogue/home-content";
import { HomeHero } from "~/components/catalogue/home-hero";
import { PromoTiles } from "~/components/catalogue/promo-tiles";
import { itemList } from "~/components/catalogue/page-seo";
import { categorySummary, specialSummary } from "~/components/catalogue/summaries";
import { withSeoMeta } from "~/lib/seo";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/home";

const page = {
  title: `${site.name} | Tool & Equipment Hire across the UK and Ireland`,
  description: site.description,
  path: "/",
  keywords: ["hire shop", "tool hire near me", "trade hire"],
};

function load({ context }: Route.LoaderArgs) {
  const { services } = context;
  const catalogue = services.catalogue.current().data;
  const categories = listCategories(catalogue, { level: 0, featured: true });
  const paths = categories.map((c) => ({ name: c.name, path: `/categories/${c.categorySlug}` }));
  return {
    specials: catalogue.featuredSpecials.slice(0, 8).map(specialSummary),
    categories: categories.map(categorySummary),
    promoTiles,
    reasons,
    seo: {
      ...page,
      jsonLd: paths.length ? [itemList(services.config.publicUrl, paths, "Featured equipment categories")] : [],
    },
  };
}

export function loader(args: Route.LoaderArgs) {
  return withSeoMeta(load(args), args.context.services.config.publicUrl, page);
}

export const meta = metaFromLoader;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <PromoTiles tiles={loaderData.promoTiles} />
      <HomeFeatured specials={loaderData.specials} categories={loaderData.categories} reasons={loaderData.reasons} />
    </>
  );
}
