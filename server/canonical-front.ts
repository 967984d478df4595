import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { canonicalVerdict, type Verdict } from "./canonical-path.js";
import { RouteTemplates, type ListsRoutes } from "./canonical-routes.js";
import { redactUrl, type Logger } from "./logger.js";
import { labelRequest, recordRequest } from "./metrics.js";
import { withoutUnreadParameters } from "./page-query.js";

export type { ListsRoutes };

/** Static folders mounted with app.use, which Express's route list does not report. */
export const STATIC_MOUNTS = ["/assets", "/category_images", "/documents"] as const;

/** The metrics label of everything the front door answers: one fixed name, whatever the path. */
const LABEL = "(not canonical)";

/** Marks a request `answer` found canonical, so the middleware does not judge it again. */
const CHECKED = Symbol("canonical path checked");
type Checked = IncomingMessage & { [CHECKED]?: true };

/**
 * The front door (docs/decisions/security.md H4, H5). A request whose path is not canonical (server/canonical-path.ts),
 * or a page's address with query parameters the page does not read (server/page-query.ts), is answered here, 308 to the
 * canonical address or 400, before the fast path, the admin address rule, the rate limits or React Router see it; so
 * every one of them sees the one canonical path. The site's listener asks first (`answer`: no Express, so a flood of
 * spellings costs a few microseconds each); an app without that listener has the same check as its first middleware.
 */
export class CanonicalFront {
  private readonly templates = new RouteTemplates();
  private pagesFrom: (() => Promise<ServerBuild>) | undefined;
  /** For the requests `answer` turns away (Express's request log never sees them); without headers. */
  private readonly log: Logger | undefined;

  constructor(logger?: Logger) {
    this.log = logger?.child({}, { redact: { paths: [] } });
  }

  /** Reads the app's routes once they are all registered, and the page routes of the build. */
  learn(router: ListsRoutes, build: ServerBuild | (() => Promise<ServerBuild>) | undefined): void {
    this.templates.addExpress(router);
    for (const mount of STATIC_MOUNTS) this.templates.add(mount, { rest: true });
    if (typeof build === "function") this.pagesFrom = build;
    else if (build) this.templates.addPages(build);
  }

  /** The path's verdict; then a page's address loses the query parameters the page does not read (H5). */
  verdict(req: IncomingMessage): Verdict {
    const target = req.url ?? "";
    const verdict = canonicalVerdict(target, this.templates);
    if (verdict.kind === "refuse" || (req.method !== "GET" && req.method !== "HEAD")) return verdict;
    const location = withoutUnreadParameters(verdict.kind === "redirect" ? verdict.location : target);
    return location === target ? verdict : { kind: "redirect", location };
  }

  /** Answers a non-canonical request and returns true; returns false for a canonical one. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.pagesFrom) return false; // development: the middleware loads the page routes first
    const started = performance.now();
    const verdict = this.verdict(req);
    if (verdict.kind === "canonical") {
      (req as Checked)[CHECKED] = true;
      return false;
    }
    send(res, verdict);
    recordRequest(LABEL, res.statusCode, (performance.now() - started) / 1000);
    if (this.log?.isLevelEnabled("info")) {
      this.log.info(
        {
          req: { method: req.method, url: redactUrl(req.url ?? "") },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        "request completed",
      );
    }
    return true;
  }

  /** The same check as Express middleware (Express's request log and metrics record the answer). */
  readonly middleware: RequestHandler = async (req, res, next) => {
    // Development: the page build is Vite's module, loaded on demand and re-read on each request.
    if ((req as Checked)[CHECKED]) return next();
    if (this.pagesFrom) this.templates.addPages(await this.pagesFrom());
    const verdict = this.verdict(req);
    if (verdict.kind === "canonical") return next();
    labelRequest(req, LABEL);
    send(res, verdict);
  };
}

function send(res: ServerResponse, verdict: Exclude<Verdict, { kind: "canonical" }>): void {
  if (verdict.kind === "redirect") {
    try {
      res.writeHead(308, { Location: verdict.location, "Cache-Control": "no-store", "Content-Length": "0" });
      res.end();
      return;
    } catch {
      // A character Node will not write in a header: refused instead.
      verdict = { kind: "refuse", reason: "The request target holds characters that cannot be redirected" };
    }
  }
  const body = JSON.stringify({ error: verdict.reason });
  res.writeHead(400, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
  });
  res.end(body);
}
