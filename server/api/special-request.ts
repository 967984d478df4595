import { Router } from "express";
import { specialRequestSchema } from "../../core/request-schemas.js";
import type { SpecialRequestResponse } from "../../core/reservation-types.js";
import type { Services } from "../services/index.js";
import { clientAddress } from "./admin/guards.js";
import { idempotencyKeyHeader } from "./query-schemas.js";
import { parseInput } from "./validate.js";

/**
 * POST /api/special-request (docs/product.md "Special requests" and "API"): answers 201 {referenceNumber}. A repeat
 * (the same Idempotency-Key, or the same request from the same address within minutes) answers 200 with the first
 * reference and sends nothing again, as a repeated checkout does (R6).
 */
export function specialRequestRouter({ hireRequests }: Pick<Services, "hireRequests">): Router {
  const router = Router();
  router.post("/", async (req, res) => {
    const idempotencyKey = parseInput(idempotencyKeyHeader, req.get("Idempotency-Key"), "Idempotency-Key");
    const input = parseInput(specialRequestSchema, req.body ?? {}, "body");
    const result = await hireRequests.specialRequest(input, { client: clientAddress(req), idempotencyKey });
    const response: SpecialRequestResponse = { referenceNumber: result.referenceNumber };
    res.setHeader("Cache-Control", "no-store");
    res.status(result.created ? 201 : 200).json(response);
  });
  return router;
}
