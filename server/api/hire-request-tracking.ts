import { Router } from "express";
import { z } from "zod";
import { notFound } from "../errors.js";
import { TRACKING_NOT_FOUND } from "../services/desk/index.js";
import type { Services } from "../services/index.js";
import { clientAddress } from "./admin/guards.js";
import { sendPdf } from "./send-file.js";
import { parseInput } from "./validate.js";

// A customer's private tracking link (docs/decisions/mylist.md D3). Every failure, whichever part was wrong, is the same 404.

const trackingQuery = z.object({ t: z.string().max(200).optional() });

/** The token travels in the body, not the URL, so it stays out of logs of the write. */
const cancelBody = z.object({
  t: z.string("must be the token from your tracking link").max(200, "must be the token from your tracking link"),
});

/**
 * GET /api/requests/{reference}: a hire request's tracking page data and its estimate PDF; POST .../cancel: the
 * customer cancels it (docs/decisions/mylist.md D16). All share the tracking rate limit (server/http/app.ts).
 */
export function hireRequestTrackingRouter({ desk }: Pick<Services, "desk">): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex, nofollow");
    next();
  });

  const token = (query: unknown) => trackingQuery.safeParse(query).data?.t ?? "";

  router.get("/:reference", async (req, res) => {
    const tracked = await desk.track(req.params.reference, token(req.query));
    if (!tracked) throw notFound(TRACKING_NOT_FOUND);
    res.json(tracked);
  });

  router.get("/:reference/estimate.pdf", async (req, res) => {
    const pdf = await desk.trackedPdf(req.params.reference, token(req.query));
    sendPdf(res, `estimate-${req.params.reference.toUpperCase()}.pdf`, pdf);
  });
  router.post("/:reference/cancel", async (req, res) => {
    const { t } = parseInput(cancelBody, req.body ?? {}, "body");
    await desk.cancelByCustomer({ referenceNumber: req.params.reference, token: t, clientAddress: clientAddress(req) });
    const tracked = await desk.track(req.params.reference, t);
    if (!tracked) throw notFound(TRACKING_NOT_FOUND);
    res.json(tracked);
  });
  return router;
}
