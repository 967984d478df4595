import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.js";

export interface RoutePage {
  /** The page's path pattern without its leading slash: "" for the home page, "admin/requests/:reference". */
  path: string;
  /** The route module, from the project's root. */
  file: string;
}

/** Every page of app/routes.ts, those inside layout routes included (a layout alone is not a page). */
export function routePages(entries: RouteConfigEntry[] = routes, parent = ""): RoutePage[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    if (entry.children?.length) return routePages(entry.children, path);
    return [{ path, file: `app/${entry.file}` }];
  });
}
