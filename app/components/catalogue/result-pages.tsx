import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";

export interface ResultPaging {
  page: number;
  pages: number;
  href: (page: number) => string;
}

/**
 * The page numbers to show: the first, the last, and the current one with its neighbours; a gap of
 * one page shows that page, a longer gap shows as null (an ellipsis). At most seven entries, so the
 * row fits a phone's width whatever the number of pages.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const entries: (number | null)[] = [];
  for (const n of shown) {
    const previous = entries.at(-1);
    if (typeof previous === "number" && n - previous === 2) entries.push(n - 1);
    else if (typeof previous === "number" && n - previous > 2) entries.push(null);
    entries.push(n);
  }
  return entries;
}

// Short class lists: this row sits on the search page, whose HTML has a 60 KB budget (docs/performance-figures.md).
const numberClasses = "grid min-h-11 min-w-11 place-items-center rounded-lg px-2 font-semibold";

/**
 * Plain links to the other pages of results, so crawlers and visitors without JavaScript reach them too: the
 * page numbers (a row of their own on a phone), then Previous and Next.
 */
export function ResultPages({ paging: { page, pages, href } }: { paging: ResultPaging }) {
  return (
    <nav aria-label="Search result pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <ol className="flex w-full justify-center gap-1 sm:w-auto">
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className="self-center px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                discover="none"
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                className={
                  n === page
                    ? `${numberClasses} bg-brand text-white`
                    : `${numberClasses} border border-line bg-white hover:border-line-strong`
                }
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page > 1 && (
        <Link to={href(page - 1)} discover="none" rel="prev" className={buttonClasses({ variant: "outline" })}>
          Previous page
        </Link>
      )}
      {page < pages && (
        <Link to={href(page + 1)} discover="none" rel="next" className={buttonClasses({ variant: "primary" })}>
          Next page
        </Link>
      )}
    </nav>
  );
}
