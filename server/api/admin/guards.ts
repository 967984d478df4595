import { isIP, type BlockList } from "node:net";
import type { Request, RequestHandler } from "express";
import { addressList, inAddressList } from "../../address-list.js";
import { AppError, forbidden } from "../../errors.js";
import { requireAdministrator, type StaffSession } from "../../services/admin/index.js";
import type { SiteSettings } from "../../services/site-settings.js";

/** The client address as TRUST_PROXY decides it, with IPv4-mapped IPv6 written as plain IPv4. */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? "";
  return ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** Parses ADMIN_IP_ALLOWLIST entries (addresses and CIDR ranges); a bad entry stops start-up with its text. */
export function parseAllowlist(entries: string[]): BlockList {
  return addressList(entries, (entry) => {
    throw new Error(`ADMIN_IP_ALLOWLIST: '${entry}' is not an IP address or CIDR range`);
  });
}

/** In LIVE mode with an allowlist, refuses other client addresses (A12); DEV mode and an empty list allow all. */
function allowlistGuard(entries: string[], siteSettings: SiteSettings): RequestHandler {
  const list = parseAllowlist(entries);
  return (req, _res, next) => {
    if (entries.length === 0 || siteSettings.siteMode() !== "LIVE") return next();
    if (inAddressList(list, clientAddress(req))) return next();
    next(forbidden("Admin access is not allowed from this address"));
  };
}

/** The sign-in page and its data request: open to every address, so staff outside the allowlist see why. */
const OPEN_ADMIN_PATHS = new Set(["/admin/login", "/admin/login.data"]);

/** True for a path of the admin area: its pages, their `.data` requests and the admin API (paths are canonical). */
function isAdminAreaPath(path: string): boolean {
  if (OPEN_ADMIN_PATHS.has(path)) return false;
  return /^\/(api\/)?admin(?:[/.]|$)/.test(path);
}

/**
 * The address rule of A3 for the whole admin area, in one place (docs/decisions/security.md A12): every admin page,
 * data request and admin API call but the sign-in page, whether or not the request carries a session, so the
 * answer tells an outside address nothing about a cookie.
 */
export function adminAreaGuard(entries: string[], siteSettings: SiteSettings): RequestHandler {
  const guard = allowlistGuard(entries, siteSettings);
  return (req, res, next) => (isAdminAreaPath(req.path) ? guard(req, res, next) : next());
}

/**
 * After requireSession: administrators only (docs/decisions/security.md A8). Branch staff get 403; this and
 * requireAdministrator (services/admin/roles.ts) are the one role check every admin-only route uses.
 */
export const administratorsOnly: RequestHandler = (_req, res, next) => {
  const signed = res.locals.admin as { session: StaffSession } | undefined;
  if (!signed) return next(new AppError(401, "Sign in as an administrator first"));
  try {
    requireAdministrator(signed.session);
    next();
  } catch (err) {
    next(err);
  }
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF (docs/decisions/security.md A3): a state-changing request must carry an Origin header naming this site, either
 * PUBLIC_URL or the address the request was sent to. Browsers always send Origin on cross-site POSTs and cannot
 * forge it. A browser's own `Sec-Fetch-Site` must also say the request came from this origin: `same-site` (a
 * sibling subdomain, which may be less trusted) and `cross-site` are refused even if Origin were to match; clients
 * that send no Sec-Fetch-Site (curl, older browsers) are judged by Origin alone.
 */
export function sameOriginGuard(publicUrl: string): RequestHandler {
  const configured = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return next(forbidden("Sec-Fetch-Site: admin requests must come from this site's own pages"));
    }
    const origin = req.get("origin");
    const requested = `${req.protocol}://${req.get("host")}`;
    if (origin && (origin === configured || origin === requested)) return next();
    next(forbidden("Origin: a same-origin Origin header is required for admin requests"));
  };
}
