import { Icon } from "~/components/ui/icon";
import { data, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/not-found";
import { publicUrlOf } from "../../server/context.js";

export function loader({ url, context }: Route.LoaderArgs) {
  const page = {
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    path: url.pathname,
    noindex: true,
  };
  return data({ meta: seoMeta(page, publicUrlOf(context)) }, { status: 404 });
}

export const meta = metaFromLoader;

export default function NotFound() {
  return <NotFoundCard />;
}

const popular = [
  { to: "/quick-hires", label: "Quick Hires" },
  { to: "/locations", label: "Find a branch" },
  { to: "/faqs", label: "FAQs" },
  { to: "/contact", label: "Contact us" },
];

export function NotFoundCard() {
  return (
    <div className="px-4 py-12 sm:py-20">
      <div className={cardClasses({ className: "mx-auto max-w-xl p-6 text-center sm:p-10" })}>
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-warning-soft text-accent-ink">
          <Icon name="construction" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">404 Page Not Found</h1>
        <p className="mt-3 text-ink-muted">
          The page you are looking for does not exist or has moved. Try a search, or head back to the start.
        </p>
        <form action="/equipment" method="get" role="search" aria-label="Search equipment" className="mt-6 flex gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            Search equipment
          </label>
          <input
            id="not-found-search"
            type="search"
            name="search"
            placeholder="What do you need to hire?"
            className="h-12 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:border-brand"
          />
          <button type="submit" className={buttonClasses({ size: "lg", className: "px-4" })}>
            <Icon name="search" className="size-5" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </button>
        </form>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses({ variant: "accent", size: "lg" })}>
            <Icon name="house" className="size-5" />
            Go Home
          </Link>
          <Link to="/categories" className={buttonClasses({ variant: "outline", size: "lg" })}>
            <Icon name="layout-grid" className="size-5" />
            Browse equipment
          </Link>
        </div>
        <nav aria-label="Popular pages" className="mt-8 border-t border-line pt-6">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {popular.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-semibold text-brand underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
