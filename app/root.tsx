import "@fontsource-variable/inter";
// Inter cut to the site's characters and weights (docs/decisions/performance.md X3), made by scripts/subset-inter.mjs
// at build.
import "~/generated/inter-core.css";
import "~/app.css";
import interCore from "~/generated/inter-core.woff2?url";
import iconSprite from "~/icons.svg?url";
import type { Route } from "./+types/root";
import { organizationJsonLd, webSiteJsonLd } from "~/lib/seo.server";
import { publicUrlOf, siteModeOf } from "../server/context.js";

// The document, the page frame and the error screen are in app/components/layout/document.tsx, so that they travel in
// the ui-kit chunk every page loads rather than in a file of their own, which every page would fetch as well (the
// figure is in docs/architecture.md, "Workarounds"; docs/decisions/performance.md W10).
export { App as default, ErrorBoundary, Layout } from "~/components/layout/document";

// Preloading the text face lets the first paint use Inter, so text does not reflow when it arrives. The icon sprite is
// preloaded too, so its image is ready by the first paint (docs/decisions/performance.md X8); masks are fetched in CORS
// mode, so the preload is as well, or the browser would fetch the file twice.
export function links(): Route.LinkDescriptors {
  return [
    { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
    { rel: "preload", href: iconSprite, as: "image", type: "image/svg+xml", crossOrigin: "anonymous" },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    siteMode: siteModeOf(context),
    // The site-wide WebSite and Organization entries, built here so the builders stay on the server.
    siteJsonLd: JSON.stringify([
      { "@context": "https://schema.org", ...webSiteJsonLd(publicUrlOf(context)) },
      { "@context": "https://schema.org", ...organizationJsonLd(publicUrlOf(context)) },
    ]).replace(/</g, "\\u003c"),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
