import { data } from "react-router";
import { cookieValue, sessionCookieName } from "../../server/http/admin-session-cookie.js";
import { isAdministrator, type StaffSession } from "../../server/services/admin/index.js";
import { adminOf, configOf, type PageContext } from "../../server/context.js";

/** The signed-in account of a page request, from the same session cookie the admin API reads (A1). */
export async function staffOfRequest(request: Request, context: PageContext): Promise<StaffSession | undefined> {
  const token = cookieValue(request.headers.get("cookie"), sessionCookieName(configOf(context)));
  return token ? adminOf(context).session(token) : undefined;
}

/**
 * The gate of an administrators-only page (docs/decisions/security.md A8): the administrator, or the loader's answer
 * for anyone else, shown as the access-denied view: signed out 401 (with where to sign in), branch staff 403.
 */
export async function administratorPage<Meta>(request: Request, context: PageContext, meta: Meta) {
  const admin = await staffOfRequest(request, context);
  if (admin && isAdministrator(admin)) return { admin, denied: null } as const;
  const denied = admin
    ? data({ state: "forbidden" as const, meta }, { status: 403 })
    : data({ state: "signed-out" as const, meta, signIn: signInPath(request) }, { status: 401 });
  return { admin: null, denied } as const;
}

/** Where the sign-in page sends the account afterwards: the page it was turned away from (A10). */
export const signInPath = (request: Request) => {
  const url = new URL(request.url);
  return `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
};

export { deskFilters, deskQuery } from "../../server/services/desk/desk-filters.js";
