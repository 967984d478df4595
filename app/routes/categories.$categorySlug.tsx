import { data, redirect } from "react-router";
import { categoryImageUrl } from "../../core/category-image.js";
import { plainText } from "../../core/plain-text.js";
import { BackLink } from "~/components/catalogue/back-link";
import { CategoryGrid } from "~/components/catalogue/category-card";
import { CategoryEquipmentView } from "~/components/catalogue/category-equipment-view";
import { CategoryNotFound } from "~/components/catalogue/category-not-found";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import { useCategoriesNavigateReset } from "~/lib/use-categories-navigate-reset";
import { categoriesTrail, categoryNotFoundSeo, categoryPaths } from "~/routes/category-pages.server";
import { collectionPage, crumbsOf, pageSeo } from "~/routes/page-seo.server";
import { categorySummary, equipmentSummary, excerpt } from "~/routes/summaries.server";
import type { Route } from "./+types/categories.$categorySlug";
import { catalogueOf, publicUrlOf } from "../../server/context.js";

/** A category goes straight to the view for its level: its subcategories (levels 0 and 1) or its equipment (level 2). */
export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const publicUrl = publicUrlOf(context);
  const slug = params.categorySlug;

  const category = catalogue.categoryBySlug(slug);
  if (!category) {
    // A numeric id or category code in the slug's place: answer with the canonical address.
    const byIdOrCode = catalogue.findCategory(slug);
    if (byIdOrCode) throw redirect(`/categories/${encodeURIComponent(byIdOrCode.categorySlug)}`, 301);
    return data(
      { kind: "missing" as const, meta: seoMeta(categoryNotFoundSeo(`/categories/${slug}`), publicUrl) },
      { status: 404 },
    );
  }

  const path = `/categories/${category.categorySlug}`;
  const trail = [...categoriesTrail, ...categoryPaths(catalogue.trail(category))];
  const parent = catalogue.parentOf(category);
  const back = parent
    ? { to: `/categories/${parent.categorySlug}`, label: `Back to ${parent.name}` }
    : { to: "/categories", label: "Back to Categories" };
  const summary = excerpt(plainText(category.description || category.fullDescription || category.productDetails), 300);
  const description =
    excerpt(summary, 160) ||
    `Browse ${category.name} available to hire. Add items to your MyList and a local branch confirms your hire.`;
  const meta = (items: { name: string; path: string }[], image?: string) =>
    seoMeta(
      pageSeo(publicUrl, trail, {
        title: `${category.name} Hire`,
        description,
        path,
        image,
        imageAlt: image ? category.name : undefined,
        keywords: [category.name, `${category.name} hire`],
        jsonLd: [collectionPage(publicUrl, { name: category.name, description, path }, items)],
      }),
      publicUrl,
    );

  if (category.level < 2) {
    const children = catalogue.children(category.categorySlug);
    return {
      kind: "list" as const,
      crumbs: crumbsOf(trail),
      back,
      level: category.level,
      name: category.name,
      summary,
      categories: children.map(categorySummary),
      meta: meta(categoryPaths(children)),
    };
  }

  const equipment = catalogue.equipmentIn(category.categorySlug);
  return {
    kind: "equipment" as const,
    crumbs: crumbsOf(trail),
    back,
    name: category.name,
    view: {
      name: category.name,
      categoryCode: category.categoryCode,
      description: category.productDetails || category.fullDescription || category.description,
      specification: category.specification,
      documents: [...catalogue.documentsFor(category.categorySlug)],
      equipment: equipment.map(equipmentSummary),
    },
    meta: meta(
      equipment.map((item) => ({ name: item.name, path: `/equipment/${item.equipmentSlug}` })),
      categoryImageUrl(category.categoryCode) || undefined,
    ),
  };
}

export const meta = metaFromLoader;

export default function Category({ loaderData }: Route.ComponentProps) {
  useCategoriesNavigateReset();
  if (loaderData.kind === "missing") return <CategoryNotFound />;
  return (
    <>
      <PageHeader
        breadcrumbs={loaderData.crumbs}
        title={loaderData.name}
        intro={loaderData.kind === "list" && loaderData.summary ? loaderData.summary : undefined}
      >
        <div className="-mb-2 mt-4">
          <BackLink to={loaderData.back.to}>{loaderData.back.label}</BackLink>
        </div>
      </PageHeader>
      {loaderData.kind === "equipment" ? (
        <CategoryEquipmentView view={loaderData.view} />
      ) : (
        <Container className="py-8 md:py-10">
          <h2 className="sr-only">{loaderData.level === 0 ? "Subcategories" : "Equipment categories"}</h2>
          <CategoryGrid
            categories={loaderData.categories}
            emptyText={loaderData.level === 0 ? "No subcategories available" : "No equipment categories available"}
          />
        </Container>
      )}
    </>
  );
}
