import { statSync } from "node:fs";
import { join } from "node:path";

export interface SecurityReport {
  headers: string[];
  allowlist: string;
  cookie: string;
  dependenciesLocked: string;
}

/** The live report of /security-audit, from the running configuration (DEV mode only). */
export function securityReport(config: { secureCookies: boolean; adminIpAllowlist: string[] }): SecurityReport {
  let locked = "unknown";
  try {
    locked = statSync(join(process.cwd(), "package-lock.json")).mtime.toISOString().slice(0, 10);
  } catch {
    // A deployment without the lockfile: say so rather than guess.
  }
  return {
    headers: [
      "Content-Security-Policy with hashed inline scripts (no inline styles)",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: no-referrer",
      "X-Frame-Options: DENY and frame-ancestors 'none'",
      config.secureCookies
        ? "Strict-Transport-Security: max-age=31536000; includeSubDomains"
        : "HSTS off (PUBLIC_URL is not https)",
    ],
    allowlist: config.adminIpAllowlist.length
      ? `${config.adminIpAllowlist.length} entr${config.adminIpAllowlist.length === 1 ? "y" : "ies"}, enforced in LIVE mode`
      : "Not set: admin endpoints accept any address (set ADMIN_IP_ALLOWLIST before going LIVE)",
    cookie: config.secureCookies
      ? "__Host-hirebase_admin: HttpOnly; SameSite=Strict; Secure; Path=/"
      : "hirebase_admin: HttpOnly; SameSite=Strict (Secure and __Host- once PUBLIC_URL is https)",
    dependenciesLocked: locked,
  };
}
