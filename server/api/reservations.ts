import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { CUSTOMER_DATE_WINDOW, isoDateWithin, plainLine } from "../../core/input-fields.js";
import { MAX_QUANTITY } from "../../core/pricing.js";
import { checkoutSchema } from "../../core/request-schemas.js";
import { SESSION_ID_PATTERN, type CheckoutResponse } from "../../core/reservation-types.js";
import { badRequest, notFound } from "../errors.js";
import type { Services } from "../services/index.js";
import { MAX_QUANTITY_MESSAGE } from "../services/reservations/reservation-service.js";
import { idempotencyKeyHeader } from "./query-schemas.js";
import { sendPdf } from "./send-file.js";
import { parseInput } from "./validate.js";

// The MyList calls of docs/product.md "API" with docs/decisions/mylist.md R1-R8. Totals and daily rates sent by the
// browser are ignored (P3): every answer carries the server's own prices.

const sessionId = z.string().regex(SESSION_ID_PATTERN, "must be 16-128 letters, digits, '-' or '_'");
const isoDate = isoDateWithin(CUSTOMER_DATE_WINDOW);
const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const itemId = z.object({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

const createBody = z.object({
  sessionId,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
const datesBody = z.object({ startDate: isoDate.optional(), endDate: isoDate.optional() });
const addItemBody = z.object({
  equipmentSlug: plainLine(z.string().trim().min(1).max(200)),
  quantity: z
    .number("must be a whole number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_QUANTITY, MAX_QUANTITY_MESSAGE),
});
const updateItemBody = z.object({ quantity: z.number("must be a whole number").int("must be a whole number") });

/** R2: the session id a change is made for; missing or malformed answers 404 like a wrong one. */
function ownerOf(req: Request): string {
  const header = req.get("X-Session-Id");
  if (!header || !SESSION_ID_PATTERN.test(header)) throw notFound("Reservation not found");
  return header;
}

const body = (req: Request) => req.body ?? {};

export function reservationsRouter({
  reservations,
  hireRequests,
  desk,
}: Pick<Services, "reservations" | "hireRequests" | "desk">): Router {
  const router = Router();

  router.use((_req, res: Response, next) => {
    // Personal, per-session data: never stored by a browser or a shared cache.
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createBody, body(req), "body");
    const header = req.get("X-Session-Id");
    if (header !== undefined && header !== input.sessionId) {
      const message = "must match the body's sessionId";
      throw badRequest(`X-Session-Id: ${message}`, [{ field: "X-Session-Id", message }]);
    }
    const answer = await reservations.create(input);
    res.status(answer.status).json(answer.body);
  });

  router.get("/session/:sessionId", async (req, res) => {
    const params = parseInput(z.object({ sessionId }), req.params, "path");
    const reservation = await reservations.getBySession(params.sessionId);
    if (!reservation) throw notFound("No active reservation for this session");
    res.json(reservation);
  });

  // The visitor's own MyList as a printable estimate, priced now (ownership by X-Session-Id, R2).
  router.get("/:id/estimate.pdf", async (req, res) => {
    const id = Number(req.params.id);
    const sessionId = req.get("X-Session-Id") ?? "";
    const reservation =
      /^\d{1,10}$/.test(req.params.id) && SESSION_ID_PATTERN.test(sessionId)
        ? await reservations.getBySession(sessionId)
        : undefined;
    if (!reservation || reservation.id !== id) throw notFound("Reservation not found");
    sendPdf(res, "mylist-estimate.pdf", await desk.reservationPdf(reservation));
  });

  // Item routes come before "/:id" so that "items" is never read as a reservation id.
  router.put("/items/:itemId", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(itemId, req.params, "path");
    const input = parseInput(updateItemBody, body(req), "body");
    const item = await reservations.updateItem(params.itemId, owner, input.quantity);
    res.json(item ?? { success: true, removed: true, id: params.itemId });
  });

  router.delete("/items/:itemId", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(itemId, req.params, "path");
    await reservations.removeItem(params.itemId, owner);
    res.json({ success: true });
  });

  router.put("/:id", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(id, req.params, "path");
    const input = parseInput(datesBody, body(req), "body");
    res.json(await reservations.updateDates(params.id, owner, input));
  });

  router.delete("/:id", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(id, req.params, "path");
    await reservations.remove(params.id, owner);
    res.json({ success: true });
  });

  router.post("/:id/items", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(id, req.params, "path");
    const key = parseInput(idempotencyKeyHeader, req.get("Idempotency-Key"), "Idempotency-Key");
    const input = parseInput(addItemBody, body(req), "body");
    const answer = await reservations.addItem(params.id, owner, input, key);
    res.status(answer.status).json(answer.body);
  });

  router.post("/:id/checkout", async (req, res) => {
    const owner = ownerOf(req);
    const params = parseInput(id, req.params, "path");
    const result = await hireRequests.checkout(params.id, owner, () => parseInput(checkoutSchema, body(req), "body"));
    const response: CheckoutResponse = {
      success: true,
      referenceNumber: result.referenceNumber,
      ...(result.trackingUrl && { trackingUrl: result.trackingUrl }),
    };
    res.status(result.created ? 201 : 200).json(response);
  });

  return router;
}
