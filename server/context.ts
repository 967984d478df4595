import { RouterContextProvider } from "react-router";
import type { Config } from "./config.js";
import type { CatalogueSnapshot } from "./services/catalogue/snapshot.js";
import type { Services } from "./services/index.js";
import type { SiteMode } from "./services/site-settings.js";

/**
 * The services page loaders may use. The API's own (reservations, hire requests, rate limits) and background work
 * (mail outbox) are not among them: pages read, and customers change things through the API.
 */
export type PageServices = Pick<
  Services,
  "config" | "catalogue" | "siteSettings" | "branchFinder" | "postcodes" | "desk" | "admin" | "branchData" | "apiKeys"
>;

/** A loader's (and entry.server's) `context`: React Router's, as middleware is on (future.v8_middleware). */
export type PageContext = Readonly<RouterContextProvider>;

// The page services ride on the context as a property, not under a createContext() key: the route modules are bundled
// (build/<brand>/server) apart from this server code, so a key made here would be a different object from the one
// they import.
declare module "react-router" {
  interface RouterContextProvider {
    /** Set by pageContextFactory; loaders read it through the accessors below. */
    readonly pageServices: PageServices;
  }
  // As react-router.config.ts sets it; typegen declares the same for the app, this is for the server's own compile.
  interface Future {
    v8_middleware: true;
  }
}

/** React Router's getLoadContext for server/http/app.ts: a fresh context per page request, holding the page services. */
export function pageContextFactory(services: Services): () => RouterContextProvider {
  const { config, catalogue, siteSettings, branchFinder, postcodes, desk, admin, branchData, apiKeys } = services;
  const pageServices: PageServices = {
    config,
    catalogue,
    siteSettings,
    branchFinder,
    postcodes,
    desk,
    admin,
    branchData,
    apiKeys,
  };
  return () => Object.assign(new RouterContextProvider(), { pageServices });
}

// Loaders read what they need through these, so a page's use of the server shows in its imports.

/** The site's configuration (public address, map tiles, cookie and CSP settings). */
export const configOf = (context: PageContext): Config => context.pageServices.config;
/** The site's public address, for canonical links and structured data. */
export const publicUrlOf = (context: PageContext): string => context.pageServices.config.publicUrl;
/** DEV or LIVE. */
export const siteModeOf = (context: PageContext): SiteMode => context.pageServices.siteSettings.siteMode();
/** The catalogue snapshot in use now: categories, equipment, specials, branches. */
export const catalogueOf = (context: PageContext): CatalogueSnapshot => context.pageServices.catalogue.current();
/** Branch stock and delivery bands (docs/decisions/branches.md G7-G11). */
export const branchDataOf = (context: PageContext): PageServices["branchData"] => context.pageServices.branchData;
/** The branch finder. */
export const branchFinderOf = (context: PageContext): PageServices["branchFinder"] => context.pageServices.branchFinder;
/** Postcode lookup and geocoding. */
export const postcodesOf = (context: PageContext): PageServices["postcodes"] => context.pageServices.postcodes;
/** The staff's desk of hire requests, and customers' tracking links. */
export const deskOf = (context: PageContext): PageServices["desk"] => context.pageServices.desk;
/** Administrators' sessions. */
export const adminOf = (context: PageContext): PageServices["admin"] => context.pageServices.admin;

/** The integration API's keys, for their admin page (docs/decisions/integration.md I3). */
export const apiKeysOf = (context: PageContext): PageServices["apiKeys"] => context.pageServices.apiKeys;
