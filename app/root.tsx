import "@fontsource-variable/inter";
import "~/app.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { site } from "../core/site.js";
import type { Route } from "./+types/root";
import { AppProviders } from "~/components/layout/app-providers";
import { ErrorScreen } from "~/components/layout/error-screen";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { organizationJsonLd, webSiteJsonLd } from "~/lib/seo.server";
import { InlineStyle, RecordInlineScripts } from "~/lib/inline-sources";
import { VAT_VIEW_SCRIPT } from "~/lib/vat-view";

// Preloading the text face lets the first paint use Inter, so text does not reflow when it arrives.
export function links(): Route.LinkDescriptors {
  return [{ rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  return {
    siteMode: services.siteSettings.siteMode(),
    // The site-wide WebSite and Organization entries, built here so the builders stay on the server.
    siteJsonLd: JSON.stringify([
      { "@context": "https://schema.org", ...webSiteJsonLd(services.config.publicUrl) },
      { "@context": "https://schema.org", ...organizationJsonLd(services.config.publicUrl) },
    ]).replace(/</g, "\\u003c"),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

const brandCss = `:root{${[
  `--brand:${site.colors.brand}`,
  `--brand-strong:${site.colors.brandStrong}`,
  `--brand-soft:${site.colors.brandSoft}`,
  `--accent:${site.colors.accent}`,
  `--accent-strong:${site.colors.accentStrong}`,
  `--accent-text:${site.colors.accentText}`,
].join(";")}}`;

/** Sets <html data-vat> from the visitor's stored choice before the body paints (docs/decisions.md V3). */
function VatViewScript() {
  return <script dangerouslySetInnerHTML={{ __html: VAT_VIEW_SCRIPT }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    // data-vat is set by VatViewScript before hydration; it is not React's to compare.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.brand} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Brand colours from core/site.ts, so re-branding is one file. */}
        <InlineStyle css={brandCss} />
        <RecordInlineScripts of={VatViewScript} props={{}} />
        <Meta />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.siteJsonLd }} />}
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        {/* Scrolls to the top on every new page (spec 2) and restores the position on back/forward.
            It never scrolls on the first load, so a visitor who scrolled before hydration stays put.
            Both are rendered through RecordInlineScripts so the page's CSP allows their inline scripts by hash. */}
        <RecordInlineScripts of={ScrollRestoration} props={{}} />
        <RecordInlineScripts of={Scripts} props={{}} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Runs after every effect of the first render, so tests (and scripts) can tell when the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AppProviders>
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader siteMode={loaderData.siteMode} />
        <main id="main" tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AppProviders>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) && typeof console !== "undefined") console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader siteMode={undefined} />
      <main id="main" tabIndex={-1} className="flex-1">
        <ErrorScreen />
      </main>
      <SiteFooter />
    </div>
  );
}
