import type { Request, Response } from "express";
import type { Config } from "../config.js";

/** docs/decisions/operation.md O1: Secure and the __Host- prefix when the site is served over https. */
export function sessionCookieName(config: Pick<Config, "secureCookies">): string {
  return config.secureCookies ? "__Host-hirebase_admin" : "hirebase_admin";
}

export function readSessionCookie(req: Request, name: string): string | undefined {
  return cookieValue(req.headers.cookie, name);
}

/** One cookie's value from a Cookie header (pages read it from the Fetch API request). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A browser-session cookie; the server ends the session itself after 8 hours idle. */
export function setSessionCookie(res: Response, config: Pick<Config, "secureCookies">, token: string): void {
  res.cookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: "strict",
    secure: config.secureCookies,
    path: "/",
  });
}

export function clearSessionCookie(res: Response, config: Pick<Config, "secureCookies">): void {
  res.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: "strict",
    secure: config.secureCookies,
    path: "/",
  });
}
