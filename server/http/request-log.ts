import type { IncomingMessage, ServerResponse } from "node:http";
import { redactUrl, type Logger } from "../logger.js";

/** Requests too frequent and too dull to log: probes, scrapes and the hashed build files. */
function notWorthALine(url: string): boolean {
  return url === "/healthz" || url === "/metrics" || url.startsWith("/assets/");
}

/**
 * The one "request completed" line, for every request whoever answers it (the front door, the fast path, Express):
 * the request id, method, masked URL (`redactUrl`), status and time, never headers. `log` is the request log the
 * front door makes without the root logger's redaction (docs/decisions/performance.md N13), which only these fields
 * reach. A 5xx is logged as an error, and an answer the client did not wait for as "request aborted"
 * (docs/decisions/operation.md E37).
 */
export function logRequest(
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  request: { id: string; url: string; started: number },
): void {
  if (notWorthALine(request.url)) return;
  const level = res.statusCode >= 500 ? "error" : "info";
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      req: { id: request.id, method: req.method, url: redactUrl(request.url) },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - request.started),
    },
    res.writableEnded && !req.readableAborted ? "request completed" : "request aborted",
  );
}
