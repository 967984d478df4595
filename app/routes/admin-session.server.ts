import { cookieValue, sessionCookieName } from "../../server/admin-session-cookie.js";
import { isAdministrator, type AdminSession } from "../../server/services/admin/index.js";
import { adminOf, configOf, type PageContext } from "../../server/context.js";

/** The signed-in account of a page request, from the same session cookie the admin API reads (A1). */
export async function adminOfRequest(request: Request, context: PageContext): Promise<AdminSession | undefined> {
  const token = cookieValue(request.headers.get("cookie"), sessionCookieName(configOf(context)));
  return token ? adminOf(context).session(token) : undefined;
}

export type AdministratorCheck =
  { state: "signed-out" } | { state: "forbidden"; admin: AdminSession } | { state: "ok"; admin: AdminSession };

/**
 * For administrators-only pages (docs/decisions/security.md A8): signed out answers 401 and branch staff 403, both
 * shown as the access-denied view. Use `accessDeniedStatus(check)` for the loader's status.
 */
export async function administratorOfRequest(request: Request, context: PageContext): Promise<AdministratorCheck> {
  const admin = await adminOfRequest(request, context);
  if (!admin) return { state: "signed-out" };
  return isAdministrator(admin) ? { state: "ok", admin } : { state: "forbidden", admin };
}

export const accessDeniedStatus = (check: AdministratorCheck) => (check.state === "signed-out" ? 401 : 403);

/** Where the sign-in page sends the account afterwards: the page it was turned away from (A10). */
export const signInPath = (request: Request) => {
  const url = new URL(request.url);
  return `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
};

export { deskFilters, deskQuery } from "../../server/services/desk/desk-filters.js";
