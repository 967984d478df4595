import type { RequestHandler } from "express";

/** What React Router itself answers: reads, and POST and OPTIONS, which it refuses with 405 where no action exists. */
const HANDED_ON = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
/** What every page allows today (no route has an action). */
const PAGE_ALLOW = "GET, HEAD";

/**
 * Before React Router (docs/decisions/security.md A13): any other method gets 405 with `Allow`, in JSON, as the API's
 * errors are. React Router builds a Fetch Request from every request, and Fetch refuses TRACE, which became a 500.
 */
export const pageMethods: RequestHandler = (req, res, next) => {
  if (HANDED_ON.has(req.method)) return next();
  res
    .status(405)
    .set({ Allow: PAGE_ALLOW, "Cache-Control": "no-store" })
    .json({ error: `Method ${req.method} is not allowed here: pages answer ${PAGE_ALLOW}` });
};
