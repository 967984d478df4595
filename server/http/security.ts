import { createHash } from "node:crypto";
import { site } from "../../core/site.js";
import type { Config } from "../config.js";

/** The inline sources a page may run or apply, as produced by the framework and our layout. */
export interface InlineSources {
  scripts: Iterable<string>;
  styles: Iterable<string>;
}

/**
 * The Content-Security-Policy of a page: inline scripts and styles are allowed by the sha256 hashes
 * of exactly the sources given (docs/decisions/security.md O5), never wholesale, so nothing else inline runs.
 */
export function contentSecurityPolicy(config: Config, inline: InlineSources): string {
  const tileOrigin = tileServerOrigin(config.MAP_TILE_URL);
  const brochureOrigins = origins(Object.values(site.brochures));
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...hashSources(inline.scripts)],
    // Vite's development server injects CSS as <style> elements it writes at run time.
    "style-src": ["'self'", ...(config.NODE_ENV === "development" ? ["'unsafe-inline'"] : hashSources(inline.styles))],
    "img-src": ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    // Only the hosts of the embedded online brochures may be framed, and only the hero video played from elsewhere.
    "frame-src": brochureOrigins.length ? brochureOrigins : ["'none'"],
    "media-src": ["'self'", ...origins([site.heroVideoUrl])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // docs/decisions/security.md E23: no page of the site is ever framed, not even by the site itself (clickjacking).
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (config.secureCookies) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The CSP hash source of an inline script or style, as the browser computes it after parsing. */
export function hashSource(source: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
  const parsed = source.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`;
}

function hashSources(sources: Iterable<string>): string[] {
  return [...new Set([...sources].map(hashSource))];
}

/** The distinct https origins of the given URLs; empty and malformed entries are skipped. */
function origins(urls: string[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const { protocol, origin } = new URL(url);
      if (protocol === "https:") found.add(origin);
    } catch {
      // Not a URL: the page shows its fallback, so there is nothing to allow.
    }
  }
  return [...found];
}

function tileServerOrigin(template: string): string | undefined {
  if (!template) return undefined;
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, "a"));
    return url.hostname.startsWith("a.") ? `${url.protocol}//*.${url.hostname.slice(2)}` : url.origin;
  } catch {
    return undefined;
  }
}
