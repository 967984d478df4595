import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { site } from "../../../core/site.js";
import { Container } from "~/components/ui/container";
import { mainNavigation } from "~/content/navigation";
import { NavLink } from "~/components/layout/nav-link";

/**
 * The menu below 1024 px: a <details> disclosure, so it opens with Enter or Space (and works before
 * hydration). Escape, the backdrop, a link or a route change close it.
 */
export function MobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  function close() {
    if (ref.current?.open) ref.current.open = false;
  }

  // Closes when the route changes (the cleanup runs then), but never on mount, so a menu the
  // visitor opened before hydration finished stays open.
  useEffect(() => {
    const details = ref.current;
    return () => {
      if (details) details.open = false;
    };
  }, [pathname, search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    details.addEventListener("keydown", onKeyDown);
    return () => details.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details ref={ref} className="group lg:hidden">
      <summary className="inline-flex h-11 items-center gap-2 rounded-lg border border-line-strong bg-white px-3 text-sm font-semibold text-ink select-none hover:bg-surface-muted group-open:border-brand group-open:bg-brand-soft">
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="x" className="hidden size-5 group-open:block" />
        Menu
      </summary>
      {/* Pointer-only backdrop; Escape closes the menu for keyboards. */}
      <div aria-hidden="true" className="fixed inset-0 -z-10 bg-ink/50" onClick={() => close()} />
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- closes after a link is followed */}
      <div
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-white shadow-float"
        onClick={(event) => {
          if ((event.target as Element).closest("a")) close();
        }}
      >
        <Container className="py-2 pb-6">
          <nav aria-label="Menu">
            <ul className="divide-y divide-line">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className="flex min-h-13 items-center justify-between gap-3 py-3 text-base font-semibold text-ink hover:text-brand aria-[current]:text-brand"
                  >
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
