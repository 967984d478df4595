import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import type { Category } from "../../core/catalogue-types.js";
import {
  categoryTrail,
  childCategories,
  documentsForCategory,
  equipmentInCategory,
  findCategory,
  findCategoryBySlug,
} from "../../server/services/catalogue/queries.js";
import { BackLink } from "~/components/catalogue/back-link";
import { categoryImageUrl } from "~/components/catalogue/catalogue-image";
import { CategoryGrid } from "~/components/catalogue/category-card";
import { CategoryEquipmentView } from "~/components/catalogue/category-equipment-view";
import { NotFoundPanel } from "~/components/catalogue/not-found-panel";
import { collectionPage, crumbsOf, pageSeo, type TrailStep } from "~/components/catalogue/page-seo";
import { categorySummary, equipmentSummary, excerpt } from "~/components/catalogue/summaries";
import { plainText } from "../../core/plain-text.js";
import { Container } from "~/components/ui/container";
import { PageHeader } from "~/components/ui/page-header";
import { type PageSeo, withSeoMeta } from "~/lib/seo";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/categories";

const topTrail: TrailStep[] = [
  { name: "Home", path: "/" },
  { name: "Categories", path: "/categories" },
];

const notFoundSeo = (path: string): PageSeo => ({
  title: "Category Not Found",
  description: "The equipment category you were looking for could not be found.",
  path,
  noindex: true,
});

function load({ params, url, context }: Route.LoaderArgs) {
  const { services } = context;
  const catalogue = services.catalogue.current().data;
  const publicUrl = services.config.publicUrl;
  const slug = params.categorySlug;
  const cardPaths = (list: Category[]) => list.map((c) => ({ name: c.name, path: `/categories/${c.categorySlug}` }));

  if (!slug) {
    // Older links: ?selectedCategoryId={id} or ?category={slug|id}&view=equipment go to the canonical address.
    const wanted = url.searchParams.get("selectedCategoryId") ?? url.searchParams.get("category");
    if (wanted) {
      const found = findCategory(catalogue, wanted.trim());
      if (found) throw redirect(`/categories/${encodeURIComponent(found.categorySlug)}`, 302);
      return data({ kind: "missing" as const, seo: notFoundSeo("/categories") }, { status: 404 });
    }
    const top = childCategories(catalogue, null);
    const description =
      "Browse our tool, plant and access hire equipment by category, then add what you need to your MyList.";
    return {
      kind: "top" as const,
      crumbs: crumbsOf(topTrail),
      summary:
        "Browse our full range by category. Add the items you need to your MyList and send it to us as one enquiry: your local branch confirms availability, price and delivery or collection.",
      categories: top.map(categorySummary),
      seo: pageSeo(publicUrl, topTrail, {
        title: "Equipment Categories",
        description,
        path: "/categories",
        keywords: ["hire categories"],
        jsonLd: [
          collectionPage(publicUrl, { name: "Equipment Categories", description, path: "/categories" }, cardPaths(top)),
        ],
      }),
    };
  }

  const category = findCategoryBySlug(catalogue, slug);
  if (!category) {
    // A numeric id or category code in the slug's place: answer with the canonical address.
    const byIdOrCode = findCategory(catalogue, slug);
    if (byIdOrCode) throw redirect(`/categories/${encodeURIComponent(byIdOrCode.categorySlug)}`, 301);
    return data({ kind: "missing" as const, seo: notFoundSeo(`/categories/${slug}`) }, { status: 404 });
  }

  const path = `/categories/${category.categorySlug}`;
  const trail = [...topTrail, ...cardPaths(categoryTrail(catalogue, category))];
  const parent = category.parentSlug ? findCategoryBySlug(catalogue, category.parentSlug) : undefined;
  const back = parent
    ? { to: `/categories/${parent.categorySlug}`, label: `Back to ${parent.name}` }
    : { to: "/categories", label: "Back to Categories" };
  const summary = excerpt(plainText(category.description || category.fullDescription || category.productDetails), 300);
  const description =
    excerpt(summary, 160) ||
    `Browse ${category.name} available to hire. Add items to your MyList and a local branch confirms your hire.`;
  const seo = (items: { name: string; path: string }[], image?: string) =>
    pageSeo(publicUrl, trail, {
      title: `${category.name} Hire`,
      description,
      path,
      image,
      keywords: [category.name, `${category.name} hire`],
      jsonLd: [collectionPage(publicUrl, { name: category.name, description, path }, items)],
    });

  if (category.level < 2) {
    const children = childCategories(catalogue, category.categorySlug);
    return {
      kind: "list" as const,
      crumbs: crumbsOf(trail),
      back,
      level: category.level,
      name: category.name,
      summary,
      categories: children.map(categorySummary),
      seo: seo(cardPaths(children)),
    };
  }

  const equipment = equipmentInCategory(catalogue, category.categorySlug);
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
      documents: documentsForCategory(catalogue, category.categorySlug),
      equipment: equipment.map(equipmentSummary),
    },
    seo: seo(
      equipment.map((item) => ({ name: item.name, path: `/equipment/${item.equipmentSlug}` })),
      categoryImageUrl(category.categoryCode) || undefined,
    ),
  };
}

export function loader(args: Route.LoaderArgs) {
  return withSeoMeta(load(args), args.context.services.config.publicUrl, notFoundSeo("/categories"));
}

export const meta = metaFromLoader;

/** B3: the header's Categories link, pressed while already here, resets to the top after 50 ms. */
function useCategoriesNavigateReset() {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        navigate("/categories");
        window.scrollTo(0, 0);
      }, 50);
    };
    window.addEventListener("categories-navigate", reset);
    return () => {
      window.removeEventListener("categories-navigate", reset);
      clearTimeout(timer);
    };
  }, [navigate]);
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  useCategoriesNavigateReset();

  if (loaderData.kind === "missing") {
    return (
      <NotFoundPanel
        title="Category Not Found"
        message="We could not find that equipment category. It may have been renamed or removed."
        linkTo="/categories"
        linkText="Browse All Categories"
      />
    );
  }

  const top = loaderData.kind === "top";
  return (
    <>
      <PageHeader
        breadcrumbs={loaderData.crumbs}
        title={top ? "Equipment Categories" : loaderData.name}
        intro={loaderData.kind !== "equipment" && loaderData.summary ? loaderData.summary : undefined}
      >
        {top ? (
          <p className="mt-4">
            Looking for a deal?{" "}
            <Link to="/quick-hires" className="font-semibold text-brand underline underline-offset-4">
              See our Quick Hires special offers
            </Link>
          </p>
        ) : (
          <div className="-mb-2 mt-4">
            <BackLink to={loaderData.back.to}>{loaderData.back.label}</BackLink>
          </div>
        )}
      </PageHeader>
      {loaderData.kind === "equipment" ? (
        <CategoryEquipmentView view={loaderData.view} />
      ) : (
        <Container className="py-8 md:py-10">
          <h2 className="sr-only">
            {top ? "All categories" : loaderData.level === 0 ? "Subcategories" : "Equipment categories"}
          </h2>
          <CategoryGrid
            categories={loaderData.categories}
            emptyText={
              top
                ? "No categories available"
                : loaderData.level === 0
                  ? "No subcategories available"
                  : "No equipment categories available"
            }
          />
        </Container>
      )}
    </>
  );
}
