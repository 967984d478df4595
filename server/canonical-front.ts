import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { canonicalVerdict, type Verdict } from "./canonical-path.js";
import { RouteTemplates, type ListsRoutes } from "./canonical-routes.js";

export type { ListsRoutes };
import { labelRequest } from "./metrics.js";

/** Static folders mounted with app.use, which Express's route list does not report. */
export const STATIC_MOUNTS = ["/assets", "/category_images", "/documents"] as const;

/**
 * The front door (issue 24): the first middleware of the app, and the fast path's first question. A request whose
 * path is not canonical (server/canonical-path.ts) is answered here, 308 to the canonical address (query kept) or
 * 400, before the fast path, the admin address rule, the rate limits or React Router see it; so every one of them
 * sees the one canonical path.
 */
export class CanonicalFront {
  private readonly templates = new RouteTemplates();
  private pagesFrom: (() => Promise<ServerBuild>) | undefined;

  /** Reads the app's routes once they are all registered, and the page routes of the build. */
  learn(router: ListsRoutes, build: ServerBuild | (() => Promise<ServerBuild>) | undefined): void {
    this.templates.addExpress(router);
    for (const mount of STATIC_MOUNTS) this.templates.add(mount, { rest: true });
    if (typeof build === "function") this.pagesFrom = build;
    else if (build) this.templates.addPages(build);
  }

  verdict(req: IncomingMessage): Verdict {
    return canonicalVerdict(req.url ?? "", this.templates);
  }

  /** True when the request's path is canonical (the fast path answers only those). */
  isCanonical(req: IncomingMessage): boolean {
    return this.verdict(req).kind === "canonical";
  }

  readonly middleware: RequestHandler = async (req, res, next) => {
    // Development: the page build is Vite's module, loaded on demand and re-read on each request.
    if (this.pagesFrom) this.templates.addPages(await this.pagesFrom());
    const verdict = this.verdict(req);
    if (verdict.kind === "canonical") return next();
    labelRequest(req, "(not canonical)");
    res.setHeader("Cache-Control", "no-store");
    if (verdict.kind === "redirect") {
      res.status(308).location(verdict.location).end();
      return;
    }
    res.status(400).json({ error: verdict.reason });
  };
}
