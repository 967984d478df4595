import { cookieValue, sessionCookieName } from "../../server/admin-session-cookie.js";
import type { AdminSession } from "../../server/services/admin/index.js";
import { adminOf, configOf, type PageContext } from "../../server/context.js";

/** The signed-in administrator of a page request, from the same session cookie the admin API reads (A1). */
export async function adminOfRequest(request: Request, context: PageContext): Promise<AdminSession | undefined> {
  const token = cookieValue(request.headers.get("cookie"), sessionCookieName(configOf(context)));
  return token ? adminOf(context).session(token) : undefined;
}

export { deskFilters, deskQuery } from "../../server/services/desk/desk-filters.js";
