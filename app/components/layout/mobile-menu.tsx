import { Icon } from "~/components/ui/icon";
import { site } from "../../../core/site.js";
import { Container } from "~/components/ui/container";
import { mainNavigation } from "~/content/navigation";
import { NavLink } from "~/components/layout/nav-link";

/**
 * The menu below 1024 px: a <details> disclosure, so it opens with Enter or Space (and works before
 * hydration). Server markup only: in the browser the header is static, and `StaticMarkup` closes the menu
 * on Escape, on the backdrop, on a link and on a route change (`data-menu`, `data-menu-backdrop`).
 */
export function MobileMenu() {
  return (
    <details data-menu="" className="group lg:hidden">
      <summary className="inline-flex h-11 items-center gap-2 rounded-lg border border-line-strong bg-white px-3 text-sm font-semibold text-ink select-none hover:bg-surface-muted group-open:border-brand group-open:bg-brand-soft">
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="x" className="hidden size-5 group-open:block" />
        Menu
      </summary>
      {/* Pointer-only backdrop; Escape closes the menu for keyboards. */}
      <div aria-hidden="true" data-menu-backdrop="" className="fixed inset-0 -z-10 bg-ink/50" />
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-white shadow-float">
        <Container className="py-2 pb-6">
          <nav aria-label="Menu">
            <ul className="divide-y divide-line">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="menu-link">
                    {item.label}
                    <Icon name="chevron-right" className="size-5 text-ink-muted" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <a href={site.phoneHref} className="flex items-center gap-3 rounded-xl bg-brand-soft p-4 hover:bg-brand/10">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-white">
                <Icon name="phone" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-brand">Call us</span>
                <span className="block text-sm text-ink-muted tabular-nums">
                  {site.openingHours[0].days} {site.openingHours[0].hours}
                </span>
              </span>
            </a>
            <a
              href={site.links.tradeAccountReports}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-xl border border-line p-4 hover:border-brand"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-muted text-brand">
                <Icon name="external-link" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-ink">Trade account reports</span>
                <span className="block text-sm text-ink-muted">Opens in a new tab</span>
              </span>
            </a>
          </div>
        </Container>
      </div>
    </details>
  );
}
