import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { redactUrl, type Logger } from "../logger.js";
import { isDatabaseUnavailable } from "../services/database-unavailable.js";
import { AppError } from "../errors.js";

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` });
};

/** Which request a logged failure belongs to: the fields of its "request completed" line (server/http/request-log.ts). */
function requestFields(req: Request, res: Response) {
  return { id: res.getHeader("X-Request-Id"), method: req.method, url: redactUrl(req.originalUrl) };
}

/** The one error handler: expected failures answer their status; anything else is logged and answers 500. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof AppError) {
      res.status(err.status).json(err.issues ? { error: err.message, issues: err.issues } : { error: err.message });
      return;
    }
    // The database is out of reach (restarting, network cut): a clear 503 the client may retry; nothing was written,
    // since every write is one transaction (docs/reliability.md).
    if (isDatabaseUnavailable(err)) {
      logger.warn(
        { req: requestFields(req, res), err: { message: err?.message, code: err?.code ?? err?.cause?.code } },
        "database unavailable",
      );
      res
        .status(503)
        .set("Retry-After", "5")
        .json({ error: "The service is briefly unavailable: please try again in a few seconds" });
      return;
    }
    // Body-parser and similar middleware errors carry a 4xx status of their own.
    const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error({ req: requestFields(req, res), err }, "unhandled error");
    res.status(status).json({ error: status === 500 ? "Internal server error" : String(err.message || "Bad request") });
  };
