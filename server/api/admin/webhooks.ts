import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { WEBHOOK_EVENTS } from "../../../core/webhook-events.js";
import type { StaffSession } from "../../services/admin/index.js";
import type { Services } from "../../services/index.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

// /api/admin/webhooks: the company's endpoints, their recent deliveries and resending one, administrators only
// (docs/decisions/webhooks.md I11-I18).

const createBody = z
  .object({
    // Endpoints may sit on the company's own network, so http and private addresses are allowed (I11).
    url: z
      .string("is required")
      .trim()
      .max(2000, "must be at most 2000 characters")
      .pipe(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, `must each be one of ${WEBHOOK_EVENTS.join(", ")}`), "must be a list of events")
      .min(1, "must name at least one event")
      .max(WEBHOOK_EVENTS.length)
      .transform((events) => [...new Set(events)]),
  })
  .strict();

const id = z.coerce.number("must be a number").int("must be a whole number").min(1).max(2_147_483_647);
const endpointParams = z.object({ id });
const deliveryParams = z.object({ id, deliveryId: id });

export function mountWebhooks(
  router: Router,
  { webhooks }: Pick<Services, "webhooks">,
  administrator: readonly [RequestHandler, RequestHandler],
  sessionOf: (res: Response) => StaffSession,
): void {
  const actor = (req: Request, res: Response) => ({ email: sessionOf(res).email, clientAddress: clientAddress(req) });

  router.get("/webhooks", ...administrator, async (_req, res) => {
    res.json({ events: WEBHOOK_EVENTS, endpoints: await webhooks.list() });
  });

  router.post("/webhooks", ...administrator, async (req, res) => {
    const body = parseInput(createBody, req.body ?? {}, "body");
    res.status(201).json(await webhooks.create(actor(req, res), body));
  });

  router.delete("/webhooks/:id", ...administrator, async (req, res) => {
    const params = parseInput(endpointParams, req.params, "path");
    await webhooks.remove(actor(req, res), params.id);
    res.status(204).end();
  });

  router.post("/webhooks/:id/deliveries/:deliveryId/resend", ...administrator, async (req, res) => {
    const params = parseInput(deliveryParams, req.params, "path");
    res.status(202).json(await webhooks.resend(actor(req, res), params.id, params.deliveryId));
  });
}
