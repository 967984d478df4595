import { cx } from "~/components/ui/cx";
import { Container } from "~/components/ui/container";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { MyListButton } from "~/components/layout/mylist-button";
import { EnquireShell } from "~/components/mylist/enquire-shell";
import { HeaderBrand, HeaderCall, HeaderTopBar, MainNavigationBar } from "~/components/layout/site-header-parts";
import { StaticMarkup } from "~/render/static-markup";

const SSR = import.meta.env.SSR;

/**
 * Sticky header. The development banner and the top contact bar scroll away (the negative `top`
 * equals their fixed heights); the logo, search, MyList and navigation stay in view.
 * Everything but the banner and the MyList button is static markup in the browser (docs/decisions/performance.md W4, W9); the
 * `contents` wrappers leave the layout to the bar's flex container.
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
          <span className="shrink-0 rounded bg-brand-strong px-1.5 py-0.5 text-xs font-bold tracking-wider text-white">
            DEV
          </span>
          <span>Development mode: this site is for testing, requests are not sent to branches.</span>
        </div>
      )}

      <StaticMarkup
        id="header-top"
        className="on-dark h-10 bg-brand-strong text-sm text-white"
        serverContent={SSR ? <HeaderTopBar /> : null}
      />

      <div className="border-b border-line bg-white">
        <Container className="flex flex-wrap items-center gap-x-2 gap-y-2 py-2 md:flex-nowrap md:gap-6 md:py-3">
          <StaticMarkup id="header-brand" className="contents" serverContent={SSR ? <HeaderBrand /> : null} />
          <div className="flex items-center gap-1.5 sm:gap-2 md:ml-auto lg:gap-6">
            <StaticMarkup id="header-call" className="contents" serverContent={SSR ? <HeaderCall /> : null} />
            <MyListButton />
            {/* The special-request form's frame rides with the menu: markup only, no code (docs/decisions/mylist.md U21). */}
            <StaticMarkup
              id="header-menu"
              className="contents"
              serverContent={
                SSR ? (
                  <>
                    <MobileMenu />
                    <EnquireShell />
                  </>
                ) : null
              }
            />
          </div>
        </Container>
      </div>

      <StaticMarkup
        id="header-nav"
        as="nav"
        aria-label="Main"
        className="on-dark hidden bg-brand shadow-card lg:block"
        serverContent={SSR ? <MainNavigationBar /> : null}
      />
    </header>
  );
}
