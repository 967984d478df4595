import { site } from "../../core/site.js";
import { HomeFeatured } from "~/components/catalogue/home-featured";
import { promoTiles, reasons } from "~/content/home";
import { HomeHero } from "~/components/catalogue/home-hero";
import { PromoTiles } from "~/components/catalogue/promo-tiles";
import { itemList } from "~/routes/page-seo.server";
import { categorySummary, specialSummary } from "~/routes/summaries.server";
import { seoMeta } from "~/lib/seo.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/home";
import { catalogueOf, publicUrlOf } from "../../server/context.js";

const page = {
  title: `${site.name} | Tool & Equipment Hire across ${site.areas.both}`,
  description: site.description,
  path: "/",
  keywords: ["hire shop", "tool hire near me", "trade hire"],
};

export function loader({ context }: Route.LoaderArgs) {
  const publicUrl = publicUrlOf(context);
  const catalogue = catalogueOf(context);
  const categories = catalogue.categories({ level: 0, featured: true });
  const paths = categories.map((c) => ({ name: c.name, path: `/categories/${c.categorySlug}` }));
  return {
    specials: catalogue.featuredSpecials().slice(0, 8).map(specialSummary),
    categories: categories.map(categorySummary),
    promoTiles,
    reasons,
    meta: seoMeta(
      { ...page, jsonLd: paths.length ? [itemList(publicUrl, paths, "Featured equipment categories")] : [] },
      publicUrl,
    ),
  };
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
