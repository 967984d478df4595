import { Icon } from "~/components/ui/icon";
import { site } from "../../../core/site.js";
import { Container } from "~/components/ui/container";
import { cx } from "~/components/ui/cx";
import { HeaderSearch } from "~/components/layout/header-search";
import { Logo } from "~/components/layout/logo";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { MyListButton } from "~/components/layout/mylist-button";
import { mainNavigation } from "~/content/navigation";
import { NavLink } from "~/components/layout/nav-link";
import { VatSwitch } from "~/components/layout/vat-switch";

/**
 * Sticky header. The development banner and the top contact bar scroll away (the negative `top`
 * equals their fixed heights); the logo, search, MyList and navigation stay in view.
 */
export function SiteHeader({ siteMode }: { siteMode: string | undefined }) {
  const dev = siteMode === "DEV";
  return (
    <header className={cx("sticky z-40", dev ? "-top-[88px] sm:-top-[72px]" : "-top-10")}>
      {dev && (
        <div
          role="status"
          className="flex h-12 items-center justify-center gap-2 bg-accent px-4 text-center text-xs leading-4 font-semibold text-accent-ink sm:h-8"
        >
          <span className="shrink-0 rounded bg-brand-strong px-1.5 py-0.5 text-[11px] font-bold tracking-wider text-white">
            DEV
          </span>
          <span>Development mode: this site is for testing, requests are not sent to branches.</span>
        </div>
      )}

      <div className="on-dark h-10 bg-brand-strong text-sm text-white">
        <Container className="flex h-full items-center justify-between gap-4">
          <div className="flex items-center gap-6">
            <a
              href={site.phoneHref}
              className="inline-flex items-center gap-2 font-semibold tabular-nums hover:underline lg:hidden"
            >
              <Icon name="phone" className="size-4 text-accent" />
              {site.phone}
            </a>
            <p className="hidden items-center gap-1.5 text-white/85 lg:flex">
              <Icon name="star-filled" className="size-4 text-accent" />
              <span className="tabular-nums">
                {site.claims.rating} from {site.claims.reviews}
              </span>
            </p>
            <p className="hidden text-white/85 xl:block">
              Trusted since {site.foundedYear}, {site.claims.locations}
            </p>
          </div>
          <div className="flex items-center gap-3 sm:gap-5">
            <VatSwitch />
            <nav aria-label="Quick links" className="flex items-center gap-5">
              <NavLink to="/locations" className="inline-flex items-center gap-1.5 font-medium hover:underline">
                <Icon name="map-pin" className="size-4 text-accent" />
                <span className="max-sm:sr-only">Find a branch</span>
              </NavLink>
              <a
                href={site.links.tradeAccountReports}
                target="_blank"
                rel="noopener noreferrer"
                className="hidden items-center gap-1.5 font-medium hover:underline sm:inline-flex"
              >
                Trade account reports
                <Icon name="external-link" className="size-3.5 text-white/70" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </nav>
          </div>
        </Container>
      </div>

      <div className="border-b border-line bg-white">
        <Container className="flex flex-wrap items-center gap-x-2 gap-y-2 py-2 md:flex-nowrap md:gap-6 md:py-3">
          <Logo className="mr-auto md:mr-0" />
          <HeaderSearch className="order-last w-full md:order-none md:max-w-2xl md:flex-1" />
          <div className="flex items-center gap-2 md:ml-auto lg:gap-6">
            <a href={site.phoneHref} className="group hidden items-center gap-3 lg:flex">
              <span className="grid size-11 place-items-center rounded-full bg-brand-soft text-brand">
                <Icon name="phone" />
              </span>
              <span className="leading-tight">
                <span className="block text-xs text-ink-muted">Call our hire team</span>
                <span className="block text-lg font-bold text-brand tabular-nums group-hover:underline">
                  {site.phone}
                </span>
              </span>
            </a>
            <a
              href={site.phoneHref}
              aria-label="Call us"
              className="grid size-11 place-items-center rounded-lg border border-line-strong text-brand hover:bg-surface-muted md:hidden"
            >
              <Icon name="phone" className="size-5" />
            </a>
            <MyListButton />
            <MobileMenu />
          </div>
        </Container>
      </div>

      <nav aria-label="Main" className="on-dark hidden bg-brand shadow-card lg:block">
        <Container>
          <ul className="-mx-3 flex items-center">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="relative flex h-12 items-center px-3 text-sm font-semibold text-white/90 after:absolute after:inset-x-3 after:bottom-0 after:h-1 after:rounded-t-sm hover:bg-white/10 hover:text-white aria-[current]:text-white aria-[current]:after:bg-accent xl:px-4 xl:after:inset-x-4"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
    </header>
  );
}
