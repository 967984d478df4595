import { data, Link, redirect, useLocation, useNavigate } from "react-router";
import { site } from "../../core/site.js";
import { EquipmentDetailView } from "~/components/catalogue/equipment-detail-view";
import { NotFoundPanel } from "~/components/catalogue/not-found-panel";
import { crumbsOf, pageSeo } from "~/routes/page-seo.server";
import { equipmentSummary, excerpt } from "~/routes/summaries.server";
import { plainText } from "../../core/plain-text.js";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { type PageSeo, seoMeta } from "~/lib/seo.server";
import { metaFromLoader } from "~/lib/route-meta";
import type { Route } from "./+types/equipment.$idOrSlug";
import { branchDataOf, catalogueOf, publicUrlOf } from "../../server/context.js";
import { relatedItemsOf } from "../../server/services/catalogue/related-view.js";

const notFoundSeo = (path: string): PageSeo => ({
  title: "Equipment Not Found",
  description: "The equipment you were looking for could not be found.",
  path,
  noindex: true,
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueOf(context);
  const publicUrl = publicUrlOf(context);
  const item = catalogue.findEquipment(params.idOrSlug);
  if (!item) {
    const meta = seoMeta(notFoundSeo(`/equipment/${params.idOrSlug}`), publicUrl);
    return data({ found: false as const, meta }, { status: 404 });
  }
  // Opened by id: answer with the canonical slug address.
  if (item.equipmentSlug !== params.idOrSlug)
    throw redirect(`/equipment/${encodeURIComponent(item.equipmentSlug)}`, 301);

  const path = `/equipment/${item.equipmentSlug}`;
  const main = catalogue.mainCategoryOf(item);
  const trail = [
    { name: "Home", path: "/" },
    { name: "Categories", path: "/categories" },
    ...(main ? catalogue.trail(main) : []).map((c) => ({
      name: c.name,
      path: `/categories/${c.categorySlug}`,
    })),
    { name: item.name, path },
  ];
  const [{ fullDescription }] = await catalogue.withDescriptions([item]);
  const imageCode = catalogue.imageCodeOf(item);
  const image = catalogue.imageUrlOf(item);
  const description =
    excerpt(plainText(fullDescription), 160) ||
    `${item.name} (${item.productCode}) to ${item.type === "Resale" ? "buy" : "hire"} from ${site.name}. Add it to your MyList and a local branch confirms your order.`;

  const product: Record<string, unknown> = {
    "@type": "Product",
    name: item.name,
    sku: item.productCode,
    description,
    url: `${publicUrl}${path}`,
    brand: { "@type": "Brand", name: site.name },
    ...(image ? { image: `${publicUrl}${image}` } : {}),
    ...(main ? { category: main.name } : {}),
  };
  // docs/decisions/branches.md G9: branches that usually have it by a fresh stock count; null says nothing.
  const { stock } = await branchDataOf(context).current();
  const stockBranches = stock.branchesWithStock(item.productCode, Date.now());
  if (item.rate) {
    product.offers = {
      "@type": "Offer",
      price: item.rate,
      priceCurrency: site.currency.code,
      url: `${publicUrl}${path}`,
      seller: { "@type": "Organization", name: site.name },
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: item.rate,
        priceCurrency: site.currency.code,
        valueAddedTaxIncluded: false,
        ...(item.type === "Hire"
          ? { unitText: item.rateType, unitCode: item.rateType === "per day" ? "DAY" : "WEE" }
          : {}),
      },
      // Otherwise no `availability`: without a fresh count the branch confirms it.
      ...(stockBranches ? { availability: "https://schema.org/InStock" } : {}),
    };
  }

  return {
    found: true as const,
    crumbs: crumbsOf(trail),
    back: main ? `/categories/${main.categorySlug}` : "/categories",
    detail: {
      item: equipmentSummary(item),
      imageCode,
      description: fullDescription,
      categories: item.categories.map((ref) => ({ categorySlug: ref.categorySlug, name: ref.name })),
      related: relatedItemsOf(catalogue, item.equipmentSlug),
      stock: stockBranches === null ? null : { branches: stockBranches },
      rateBands: item.rateBands,
    },
    meta: seoMeta(
      pageSeo(publicUrl, trail, {
        title: item.type === "Resale" ? item.name : `${item.name} Hire`,
        description,
        path,
        keywords: [item.name, item.productCode, ...(main ? [main.name] : [])],
        image: image || undefined,
        imageAlt: item.name,
        ogType: "product",
        jsonLd: [product],
      }),
      publicUrl,
    ),
  };
}

export const meta = metaFromLoader;

/** Back: the previous page when there is one in this visit, else the item's category. */
function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (location.key !== "default") {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg py-2 pl-3 text-sm font-semibold text-brand hover:underline"
    >
      <Icon name="arrow-right" className="rotate-180 size-4" />
      Back
    </Link>
  );
}

export default function EquipmentDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <NotFoundPanel
        title="Equipment Not Found"
        message="Sorry, we could not find that equipment. It may have been renamed or is no longer available."
        linkTo="/categories"
        linkText="Browse All Equipment"
      />
    );
  }
  const { item } = loaderData.detail;
  return (
    <>
      <PageHeader breadcrumbs={loaderData.crumbs} title={item.name}>
        <p className="-mb-3 mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-muted">
          <span className="rounded-md bg-brand-soft px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand">
            {item.type === "Resale" ? "Buy" : "Hire"}
          </span>
          <span>
            Product code: <span className="font-semibold tabular-nums text-ink">{item.productCode}</span>
          </span>
          <BackButton fallback={loaderData.back} />
        </p>
      </PageHeader>
      <EquipmentDetailView detail={loaderData.detail} />
    </>
  );
}
