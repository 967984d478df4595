import { Router } from "express";
import { z } from "zod";
import { notFound } from "../errors.js";
import { TRACKING_NOT_FOUND } from "../services/desk/index.js";
import type { Services } from "../services/index.js";
import { sendPdf } from "./send-file.js";

// A customer's private tracking link (docs/decisions/mylist.md D3). Every failure, whichever part was wrong, is the same 404.

const trackingQuery = z.object({ t: z.string().max(200).optional() });

/** GET /api/requests/{reference}: a hire request's tracking page data and its estimate PDF. */
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
  return router;
}
