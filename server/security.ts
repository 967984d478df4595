import type { Config } from "./config.js";

/** The Content-Security-Policy for a page whose inline scripts have the given sha256 hashes (DECISIONS O5). */
export function contentSecurityPolicy(config: Config, inlineScriptHashes: string[]): string {
  const tileOrigin = tileServerOrigin(config.MAP_TILE_URL);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'", "https:"],
    "media-src": ["'self'", "https:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (config.secureCookies) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
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
