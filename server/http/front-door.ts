import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { canonicalVerdict, type Verdict } from "./canonical-path.js";
import { RouteTemplates, type ListsRoutes } from "./canonical-routes.js";
import type { FastPath } from "../fast-path/fast-path.js";
import type { Logger } from "../logger.js";
import { recordRequest } from "../metrics.js";
import { withoutUnreadParameters } from "./page-query.js";
import { requestId } from "./request-id.js";
import { logRequest } from "./request-log.js";

/** Static folders mounted with app.use, which Express's route list does not report. */
export const STATIC_MOUNTS = ["/assets", "/category_images", "/documents"] as const;

/** The metrics label of everything the front door answers: one fixed name, whatever the path. */
const LABEL = "(not canonical)";

/** One request as the front door saw it arrive: what its log line and answers carry. */
export interface Arrival {
  id: string;
  /** The request target as sent, before Express rewrites `req.url` for mounted routers. */
  url: string;
  /** performance.now() at arrival. */
  started: number;
}

/**
 * The front door: every request's way in, once. It gives the request its id (X-Request-Id, server/http/request-id.ts),
 * answers a path that is not canonical (server/http/canonical-path.ts), or a page's address with query parameters the page
 * does not read (server/http/page-query.ts), with 308 to the canonical address or 400 (docs/decisions/security.md H4, H5);
 * then the fast path answers from memory, or Express does. So the fast path, the admin address rule, the rate limits
 * and React Router see only canonical paths, and every request gets the one log line of `logRequest`
 * (docs/decisions/operation.md E37).
 */
export class FrontDoor {
  private readonly templates = new RouteTemplates();
  private pagesFrom: (() => Promise<ServerBuild>) | undefined;
  /** The request log, without the root logger's redaction: `logRequest` writes only fields made for it. */
  private readonly log: Logger;

  constructor(logger: Logger) {
    this.log = logger.child({}, { redact: { paths: [] } });
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

  /** The HTTP server's request listener: this door, then the fast path (when there is one), then `app`. */
  listener(app: RequestListener, fastPath?: FastPath): RequestListener {
    const express = (req: IncomingMessage, res: ServerResponse, arrival: Arrival) => {
      res.setHeader("X-Request-Id", arrival.id);
      res.once("close", () => logRequest(this.log, req, res, arrival));
      void app(req, res);
    };
    const enter = (req: IncomingMessage, res: ServerResponse) => {
      const arrival: Arrival = { id: requestId(req), url: req.url ?? "", started: performance.now() };
      const verdict = this.verdict(req);
      if (verdict.kind !== "canonical") {
        send(res, verdict, arrival.id);
        recordRequest(LABEL, res.statusCode, (performance.now() - arrival.started) / 1000);
        logRequest(this.log, req, res, arrival);
      } else if (!fastPath?.serve(req, res, arrival, () => express(req, res, arrival))) {
        express(req, res, arrival);
      }
    };
    const pagesFrom = this.pagesFrom;
    if (!pagesFrom) return enter;
    // Development: the page build is Vite's module, loaded on demand and read again on each request.
    return (req, res) => {
      pagesFrom().then(
        (build) => {
          this.templates.addPages(build);
          enter(req, res);
        },
        // Express and React Router show the build's error.
        () => enter(req, res),
      );
    };
  }
}

function send(res: ServerResponse, verdict: Exclude<Verdict, { kind: "canonical" }>, id: string): void {
  if (verdict.kind === "redirect") {
    try {
      res.writeHead(308, {
        Location: verdict.location,
        "Cache-Control": "no-store",
        "Content-Length": "0",
        "X-Request-Id": id,
      });
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
    "X-Request-Id": id,
  });
  res.end(body);
}
