import type { ServerBuild } from "react-router";

// The route table the canonical path is judged by (server/http/canonical-path.ts): Express's routes and routers, read
// from the app itself, and React Router's page routes, read from the build, so the table cannot drift from what
// is served. A template says which segments are literal (written as the route writes them) and which are values
// (kept exactly as the request gives them: references, slugs, session ids, file names).

type Segment = string | typeof PARAM;
const PARAM = Symbol("parameter");

interface Template {
  segments: Segment[];
  /** The template matches any further segments (a mounted router or static folder, a splat). */
  rest: boolean;
  literals: number;
}

/** What Express 5's router (the `router` package, 2.3+) reports of its routes: `Router#listRoutes()`. */
interface ListedRoute {
  path: string | RegExp;
  router?: ListsRoutes;
}
export interface ListsRoutes {
  listRoutes(): ListedRoute[];
}

/**
 * Express 5's `app.router` (the `router` package) and its documented `listRoutes()`, which @types/express does not
 * declare: checked here, the one place that reads them, so an upgrade without them stops start-up with this message
 * (docs/decisions/operation.md E39; upgrade test: server/http/canonical-routes.test.ts).
 */
export function expressRoutes(app: { router: unknown }): ListsRoutes {
  const router = app.router;
  if (!listsRoutes(router)) {
    throw new Error("Express's app.router has no listRoutes() (router 2.3+): the front door cannot read the routes");
  }
  return router;
}

/** Express's router is a function with methods; a mounted connect app (Vite's) has a stack and no list. */
function listsRoutes(router: unknown): router is ListsRoutes {
  return typeof router === "function" && typeof (router as Partial<ListsRoutes>).listRoutes === "function";
}

export class RouteTemplates {
  /** Templates by their first segment in lower case; "" for templates that start with a value. */
  private readonly byFirst = new Map<string, Template[]>();
  private readonly seen = new Set<string>();

  /** Adds a route pattern in Express (`/a/:id`, `/{*splat}`) or React Router (`a/:id`, `*`) syntax. */
  add(pattern: string, options: { rest?: boolean } = {}): void {
    const key = `${pattern}\n${options.rest === true}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const segments: Segment[] = [];
    let rest = options.rest === true;
    for (const part of pattern.split("/")) {
      if (part === "") continue;
      if (/^(\*|\{\*\w*\}|\*\w+)$/.test(part)) {
        rest = true;
        break;
      }
      // A parameter, or a segment mixing text with parameter syntax: either way its value is kept as given.
      segments.push(/[:*{}()?]/.test(part) ? PARAM : part);
    }
    const literals = segments.filter((segment) => segment !== PARAM).length;
    if (literals === 0) return;
    const first = typeof segments[0] === "string" ? segments[0].toLowerCase() : "";
    const list = this.byFirst.get(first) ?? [];
    list.push({ segments, rest, literals });
    this.byFirst.set(first, list);
  }

  /** Every route and mounted router of an Express app or router, with the mount paths before them. */
  addExpress(router: ListsRoutes, prefix = ""): void {
    for (const entry of router.listRoutes()) {
      if (typeof entry.path !== "string") continue;
      const path = prefix + (entry.path === "/" ? "" : entry.path);
      if (entry.router) {
        this.add(path, { rest: true });
        // Anything with a middleware stack counts as a router there (Vite's connect app too): only Express's list.
        if (typeof entry.router.listRoutes === "function") this.addExpress(entry.router, path);
      } else {
        this.add(path);
      }
    }
  }

  /** The page routes of a React Router build, each as its full path. */
  addPages(build: ServerBuild): void {
    const routes = build.routes;
    for (const route of Object.values(routes)) {
      if (!route) continue;
      const parts: string[] = [];
      for (let at: typeof route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
        if (at.path) parts.unshift(at.path);
      }
      this.add(parts.join("/"));
    }
  }

  /**
   * The segments with each literal segment of the best-matching route (the most literal segments) written as the
   * route writes it; values, and paths no route matches, are left as they are. A React Router data request
   * (`/a/b.data`, the suffix in any case) is matched as the page it loads, and its suffix written `.data`.
   */
  withLiteralCase(segments: string[]): string[] {
    const last = segments.at(-1);
    if (last && /\.data$/i.test(last)) {
      const page = this.match([...segments.slice(0, -1), last.slice(0, -".data".length)]);
      if (page && !page.template.rest) return [...page.segments.slice(0, -1), `${page.segments.at(-1)}.data`];
    }
    return this.match(segments)?.segments ?? segments;
  }

  private match(segments: string[]): { template: Template; segments: string[] } | undefined {
    if (segments.length === 0) return undefined;
    const lower = segments.map((segment) => segment.toLowerCase());
    let best: Template | undefined;
    for (const template of [...(this.byFirst.get(lower[0]!) ?? []), ...(this.byFirst.get("") ?? [])]) {
      if (best && template.literals <= best.literals) continue;
      const { segments: parts, rest } = template;
      if (rest ? lower.length < parts.length : lower.length !== parts.length) continue;
      if (parts.every((part, i) => part === PARAM || part.toLowerCase() === lower[i])) best = template;
    }
    if (!best) return undefined;
    const cased = segments.map((segment, i) => {
      const part = best.segments[i];
      return typeof part === "string" ? part : segment;
    });
    return { template: best, segments: cased };
  }
}
