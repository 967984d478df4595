import { Router, type Response } from "express";
import { z } from "zod";
import { SESSION_ID_PATTERN } from "../../core/reservation-types.js";
import { notFound } from "../errors.js";
import { TRACKING_NOT_FOUND } from "../services/desk/index.js";
import type { Services } from "../services/index.js";

// A customer's private tracking link (docs/decisions/mylist.md D3). Every failure, whichever part was wrong, is the same 404.

const trackingQuery = z.object({ t: z.string().max(200).optional() });

function sendPdf(res: Response, fileName: string, pdf: Buffer) {
  res.status(200).type("application/pdf").set("Content-Disposition", `inline; filename="${fileName}"`).send(pdf);
}

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

/** GET /api/reservations/{id}/estimate.pdf: the visitor's own MyList, priced now (ownership by X-Session-Id, R2). */
export function reservationEstimateRouter({ reservations, desk }: Pick<Services, "reservations" | "desk">): Router {
  const router = Router();
  router.get("/:id/estimate.pdf", async (req, res) => {
    res.set("Cache-Control", "no-store");
    const id = Number(req.params.id);
    const sessionId = req.get("X-Session-Id") ?? "";
    const reservation =
      /^\d{1,10}$/.test(req.params.id) && SESSION_ID_PATTERN.test(sessionId)
        ? await reservations.getBySession(sessionId)
        : undefined;
    if (!reservation || reservation.id !== id) throw notFound("Reservation not found");
    sendPdf(res, "mylist-estimate.pdf", await desk.reservationPdf(reservation));
  });
  return router;
}
