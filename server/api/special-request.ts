import { Router } from "express";
import { specialRequestSchema } from "../../core/request-schemas.js";
import type { SpecialRequestResponse } from "../../core/reservation-types.js";
import type { Services } from "../services/index.js";
import { parseInput } from "./validate.js";

/** POST /api/special-request (spec sections 5 and 7): answers 201 {referenceNumber}. */
export function specialRequestRouter(services: Services): Router {
  const router = Router();
  router.post("/", async (req, res) => {
    const input = parseInput(specialRequestSchema, req.body ?? {}, "body");
    const response: SpecialRequestResponse = { referenceNumber: await services.requests.specialRequest(input) };
    res.setHeader("Cache-Control", "no-store");
    res.status(201).json(response);
  });
  return router;
}
