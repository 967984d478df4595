import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { site } from "../../../core/site.js";
import type { RootData } from "~/root";
import { AppProviders } from "~/components/layout/app-providers";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { InlineStyle, RecordInlineScripts } from "~/render/inline-sources";
import { PENDING_PRESSES_SCRIPT, replayPendingPresses } from "~/lib/pending-presses";
import type { StaffChrome } from "~/lib/staff-chrome";
import { VAT_VIEW_SCRIPT } from "~/lib/vat-view";

// The root route's document, page frame and error screen. They live here rather than in app/root.tsx so that they
// travel in the ui-kit chunk every page loads, instead of in a small file of their own (docs/decisions/performance.md W3, W10).

const brandCss = `:root{${[
  `--brand:${site.colors.brand}`,
  `--brand-strong:${site.colors.brandStrong}`,
  `--brand-soft:${site.colors.brandSoft}`,
  `--accent:${site.colors.accent}`,
  `--accent-strong:${site.colors.accentStrong}`,
  `--accent-text:${site.colors.accentText}`,
].join(";")}}`;

// The two fixed head scripts below run once, from the server's HTML. React does not compare an inline script's text
// while hydrating, so the browser bundle leaves the text out.

/** Sets <html data-vat> from the visitor's stored choice before the body paints (docs/decisions/money.md V3). */
function VatViewScript() {
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? VAT_VIEW_SCRIPT : "" }} />
  );
}

/** Notes presses on script-driven buttons made before hydration, replayed after it (docs/decisions/performance.md X4). */
function PendingPressesScript() {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PENDING_PRESSES_SCRIPT : "" }}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    // data-vat is set by VatViewScript before hydration; it is not React's to compare.
    <html lang={site.locale.replace("_", "-")} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.brand} />
        {/* PNG icons drawn from the brand by scripts/make-brand-images.ts (docs/decisions/performance.md X9). */}
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Brand colours from core/site.ts, so re-branding is one file. */}
        <InlineStyle css={brandCss} />
        <RecordInlineScripts of={VatViewScript} props={{}} />
        <RecordInlineScripts of={PendingPressesScript} props={{}} />
        <Meta />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.siteJsonLd }} />}
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        {/* Scrolls to the top on every new page (spec 2) and restores the position on back/forward.
            It never scrolls on the first load, so a visitor who scrolled before hydration stays put.
            Both are rendered through RecordInlineScripts so the page's CSP allows their inline scripts by hash,
            and the server sends the bootstrap so that the page's scripts start after its first paint (X2). */}
        <RecordInlineScripts of={ScrollRestoration} props={{}} />
        <RecordInlineScripts of={Scripts} props={{}} />
      </body>
    </html>
  );
}

/**
 * Runs after every effect of the first render: marks the page interactive, so tests (and scripts) can tell, and
 * presses the buttons pressed before then (X4).
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayPendingPresses();
  }, []);
}

// App and ErrorBoundary read their data through hooks: React Router passes route props only to the components the
// route module itself defines.
export function App() {
  const { siteMode } = useLoaderData<RootData>();
  const staffPage = useMatches().some((match) => (match.handle as StaffChrome | undefined)?.staffChrome);
  useMarkHydrated();
  // Staff pages frame themselves (app/routes/admin.layout.tsx): no marketing header, banner or footer around the desk.
  if (staffPage) {
    return (
      <AppProviders>
        <Outlet />
      </AppProviders>
    );
  }
  return (
    <AppProviders>
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader siteMode={siteMode} />
        <main id="main" tabIndex={-1} className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AppProviders>
  );
}

// The error screen's code loads when an error is shown. The server waits for it (pages are rendered whole, onAllReady),
// and in the browser a server-rendered error page keeps its HTML until it has arrived: React hydrates a suspended
// part of the page then.
const ErrorScreenWhenNeeded = lazy(() =>
  import("~/components/layout/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export function ErrorBoundary() {
  const error = useRouteError();
  useMarkHydrated();
  if (!isRouteErrorResponse(error) && typeof console !== "undefined") console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader siteMode={undefined} />
      <main id="main" tabIndex={-1} className="flex-1">
        <Suspense fallback={null}>
          <ErrorScreenWhenNeeded />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
