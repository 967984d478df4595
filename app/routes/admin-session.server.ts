import { cookieValue, sessionCookieName } from "../../server/admin-session-cookie.js";
import type { AdminSession } from "../../server/services/admin/index.js";
import type { Services } from "../../server/services/index.js";

/** The signed-in administrator of a page request, from the same session cookie the admin API reads (A1). */
export async function adminOfRequest(request: Request, services: Services): Promise<AdminSession | undefined> {
  const token = cookieValue(request.headers.get("cookie"), sessionCookieName(services.config));
  return token ? services.admin.session(token) : undefined;
}

export { deskFilters, deskQuery } from "../../server/services/desk/desk-filters.js";
