import { data, Link, redirect } from "react-router";
import { CategoryGrid } from "~/components/catalogue/category-card";
import { CategoryNotFound } from "~/components/catalogue/category-not-found";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { useCategoriesNavigateReset } from "~/lib/use-categories-navigate-reset";
import { categoriesTrail, categoryNotFoundSeo, categoryPaths } from "~/routes/category-pages.server";
import { collectionPage, crumbsOf, pageSeo } from "~/routes/page-seo.server";
import { categorySummary } from "~/routes/summaries.server";
import type { Route } from "./+types/categories";
import { catalogueOf, publicUrlOf } from "../../server/context.js";

const description =
  "Browse our tool, plant and access hire equipment by category, then add what you need to your MyList.";

export function loader({ url, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const publicUrl = publicUrlOf(context);

  // Older links: ?selectedCategoryId={id} or ?category={slug|id}&view=equipment go to the canonical address.
  const wanted = url.searchParams.get("selectedCategoryId") ?? url.searchParams.get("category");
  if (wanted) {
    const found = catalogue.findCategory(wanted.trim());
    if (found) throw redirect(`/categories/${encodeURIComponent(found.categorySlug)}`, 302);
    return data(
      { found: false as const, meta: seoMeta(categoryNotFoundSeo("/categories"), publicUrl) },
      { status: 404 },
    );
  }

  const top = catalogue.children(null);
  const page = { name: "Equipment Categories", description, path: "/categories" };
  return {
    found: true as const,
    crumbs: crumbsOf(categoriesTrail),
    summary:
      "Browse our full range by category. Add the items you need to your MyList and send it to us as one enquiry: your local branch confirms availability, price and delivery or collection.",
    categories: top.map(categorySummary),
    meta: seoMeta(
      pageSeo(publicUrl, categoriesTrail, {
        title: page.name,
        description,
        path: page.path,
        keywords: ["hire categories"],
        jsonLd: [collectionPage(publicUrl, page, categoryPaths(top))],
      }),
      publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

export default function Categories({ loaderData }: Route.ComponentProps) {
  useCategoriesNavigateReset();
  if (!loaderData.found) return <CategoryNotFound />;
  return (
    <>
      <PageHeader breadcrumbs={loaderData.crumbs} title="Equipment Categories" intro={loaderData.summary}>
        <p className="mt-4">
          Looking for a deal?{" "}
          <Link to="/quick-hires" className="font-semibold text-brand underline underline-offset-4">
            See our Quick Hires special offers
          </Link>
        </p>
      </PageHeader>
      <Container className="py-8 md:py-10">
        <h2 className="sr-only">All categories</h2>
        <CategoryGrid categories={loaderData.categories} emptyText="No categories available" />
      </Container>
    </>
  );
}
