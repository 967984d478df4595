import type { IncomingMessage } from "node:http";

/**
 * True when the request's If-None-Match names this ETag, alone or in a list, so a 304 answers it. The fast path and the
 * compressed assets use it; Express's own answers are judged by Express (res.send).
 */
export function ifNoneMatch(req: IncomingMessage, etag: string | undefined): boolean {
  const header = req.headers["if-none-match"];
  return Boolean(etag && header && header.split(/\s*,\s*/).includes(etag));
}
