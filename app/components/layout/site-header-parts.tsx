import { Icon } from "~/components/ui/icon";
import { site } from "../../../core/site.js";
import { Container } from "~/components/ui/container";
import { HeaderSearch } from "~/components/layout/header-search";
import { Logo } from "~/components/layout/logo";
import { mainNavigation } from "~/content/navigation";
import { NavLink } from "~/components/layout/nav-link";
import { VatSwitch } from "~/components/layout/vat-switch";

// The header's fixed parts, rendered on the server only: the browser keeps their HTML (docs/decisions/performance.md W4).

/** The contact bar: phone, rating, VAT switch, branch finder and trade account reports. */
export function HeaderTopBar() {
  return (
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
          <NavLink to="/locations" className="inline-flex items-center gap-1.5 font-semibold hover:underline">
            <Icon name="map-pin" className="size-4 text-accent" />
            <span className="max-sm:sr-only">Find a branch</span>
          </NavLink>
          <a
            href={site.links.tradeAccountReports}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden items-center gap-1.5 font-semibold hover:underline sm:inline-flex"
          >
            Trade account reports
            <Icon name="external-link" className="size-3.5 text-white/70" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </nav>
      </div>
    </Container>
  );
}

/** The logo and the equipment search. */
export function HeaderBrand() {
  return (
    <>
      <Logo className="mr-auto md:mr-0" />
      <HeaderSearch className="order-last w-full md:order-none md:max-w-2xl md:flex-1" />
    </>
  );
}

/** Call links: the number from 1024 px, an icon button below 768 px. */
export function HeaderCall() {
  return (
    <>
      <a href={site.phoneHref} className="group hidden items-center gap-3 lg:flex">
        <span className="grid size-11 place-items-center rounded-full bg-brand-soft text-brand">
          <Icon name="phone" />
        </span>
        <span className="leading-tight">
          <span className="block text-xs text-ink-muted">Call our hire team</span>
          <span className="block text-lg font-bold text-brand tabular-nums group-hover:underline">{site.phone}</span>
        </span>
      </a>
      <a
        href={site.phoneHref}
        aria-label="Call us"
        className="grid size-11 place-items-center rounded-lg border border-line-strong text-brand hover:bg-surface-muted md:hidden"
      >
        <Icon name="phone" className="size-5" />
      </a>
    </>
  );
}

/** The main navigation bar from 1024 px. */
export function MainNavigationBar() {
  return (
    <Container>
      <ul className="-mx-3 flex items-center">
        {mainNavigation.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="main-nav-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Container>
  );
}
