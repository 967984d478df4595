import { Link, useLocation } from "react-router";
import { deskPagesFor } from "../../../core/admin-roles.js";
import { site } from "../../../core/site.js";
import { AccountMenu, type SignedInAccount } from "~/components/admin/account-menu";
import type { SiteModeName } from "~/components/admin/admin-tables";
import { ModeBadge } from "~/components/admin/mode-badge";
import { LogoMark } from "~/components/layout/logo";
import { SkipLink } from "~/components/layout/skip-link";
import { Container } from "~/components/ui/container";
import { cx } from "~/components/ui/cx";

/**
 * A link from a staff page to a public one loads a whole new document: the public header and footer are the server's
 * markup, kept as HTML in the browser (StaticMarkup), which a page first loaded as a staff page never had.
 */
function leaveForPublicPagesByDocument(event: React.MouseEvent) {
  const link = (event.target as Element).closest("a");
  if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  if (link.pathname === "/admin" || link.pathname.startsWith("/admin/") || link.pathname.startsWith("/api/")) return;
  event.preventDefault();
  window.location.assign(link.href);
}

/**
 * The desk's pages for the account's role. Plain links marked by hand: React Router's NavLink would join every public
 * page's first-load script (its package travels in the ui-kit chunk, build-tools/chunks.ts).
 */
function DeskNavigation({ account }: { account: SignedInAccount }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff desk" className="-mb-px flex gap-1 overflow-x-auto">
      {deskPagesFor(account.role).map((page) => {
        const current = pathname === page.path ? "page" : pathname.startsWith(`${page.path}/`) ? "true" : undefined;
        return (
          <Link
            key={page.path}
            to={page.path}
            aria-current={current}
            className={cx(
              "flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand",
              current ? "border-brand text-brand" : "border-transparent text-ink-muted hover:text-ink",
            )}
          >
            {page.label}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The staff pages' frame: brand mark, the desk's navigation for the account's role, the account menu, then
 * the page. `account` is null on the sign-in page and for a visitor who is not signed in.
 */
export function StaffFrame({
  siteMode,
  account,
  children,
}: {
  siteMode: SiteModeName;
  account: SignedInAccount | null;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted" onClickCapture={leaveForPublicPagesByDocument}>
      <SkipLink />
      <header className="sticky top-0 z-40 shadow-card print:hidden">
        <div className="bg-brand-strong text-white">
          <Container className="flex min-h-14 items-center gap-3">
            <Link
              to={account ? "/admin/requests" : "/admin/login"}
              className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <LogoMark tone="dark" className="size-8" />
              <span className="truncate text-base leading-tight font-bold">
                {site.name}
                <span className="hidden font-medium text-white/75 sm:inline"> · Staff desk</span>
              </span>
            </Link>
            <div className="ml-auto flex items-center gap-3">
              <ModeBadge mode={siteMode} />
              {account && <AccountMenu account={account} />}
            </div>
          </Container>
        </div>
        {account && (
          <div className="border-b border-line bg-white">
            <Container>
              <DeskNavigation account={account} />
            </Container>
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
