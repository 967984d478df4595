import type { Category } from "../../core/catalogue-types.js";
import type { PageSeo } from "~/lib/seo.server";
import type { TrailStep } from "~/routes/page-seo.server";

// Loader helpers shared by /categories and /categories/{categorySlug}.

export const categoriesTrail: TrailStep[] = [
  { name: "Home", path: "/" },
  { name: "Categories", path: "/categories" },
];

export const categoryNotFoundSeo = (path: string): PageSeo => ({
  title: "Category Not Found",
  description: "The equipment category you were looking for could not be found.",
  path,
  noindex: true,
});

/** Category pages as breadcrumb steps or JSON-LD list entries. */
export const categoryPaths = (list: readonly Category[]): TrailStep[] =>
  list.map((category) => ({ name: category.name, path: `/categories/${category.categorySlug}` }));
