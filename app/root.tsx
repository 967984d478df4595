import "@fontsource-variable/inter";
import "./app.css";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { site } from "../core/site.js";
import type { Route } from "./+types/root";
import { AppProviders } from "./components/layout/app-providers";
import { ErrorScreen } from "./components/layout/error-screen";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { organizationJsonLd, webSiteJsonLd } from "./lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  return {
    publicUrl: services.config.publicUrl,
    siteMode: services.siteMode(),
    mapTileUrl: services.config.MAP_TILE_URL,
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

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const publicUrl = data?.publicUrl ?? "";
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.brand} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Brand colours from core/site.ts, so re-branding is one file. */}
        <style dangerouslySetInnerHTML={{ __html: brandCss }} />
        <Meta />
        <script
          type="application/ld+json"
          // The site-wide WebSite and Organization entries; pages add their own kinds.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify([
              { "@context": "https://schema.org", ...webSiteJsonLd(publicUrl) },
              { "@context": "https://schema.org", ...organizationJsonLd(publicUrl) },
            ]).replace(/</g, "\\u003c"),
          }}
        />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function ScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppProviders>
      <ScrollToTopOnRouteChange />
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
