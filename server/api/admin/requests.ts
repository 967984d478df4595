import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { plainText } from "../../../core/input-fields.js";
import { REQUEST_STATUS_NAMES } from "../../../core/hire-request-status.js";
import { notFound } from "../../errors.js";
import type { AdminSession } from "../../services/admin/index.js";
import { deskFilters, deskQuery } from "../../services/desk/index.js";
import type { Services } from "../../services/index.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

const statusBody = z.object({
  status: z.enum(REQUEST_STATUS_NAMES, `must be one of ${REQUEST_STATUS_NAMES.join(", ")}`),
  note: plainText(z.string().trim().max(2000, "must be at most 2000 characters")).default(""),
});

const referenceParam = z.object({
  reference: z.string().regex(/^(ML|SR)-[A-Z0-9]{4}-[A-Z0-9]{4}$/i, "must be a reference such as ML-AB12-CD34"),
});

/** GET/POST /api/admin/requests...: the request desk's API (issue 15), behind the admin router's guards. */
export function mountDesk(
  router: Router,
  { desk }: Pick<Services, "desk">,
  requireSession: RequestHandler,
  sessionOf: (res: Response) => AdminSession,
  sendCsv: (res: Response, fileName: string, body: string) => void,
): void {
  router.get("/requests", requireSession, async (req: Request, res: Response) => {
    const query = parseInput(deskQuery, req.query);
    res.json(await desk.list(sessionOf(res), deskFilters(query), query.page ?? 1));
  });

  router.get("/requests/export.csv", requireSession, async (req: Request, res: Response) => {
    const query = parseInput(deskQuery, req.query);
    sendCsv(res, "requests.csv", await desk.exportCsv(sessionOf(res), deskFilters(query), clientAddress(req)));
  });

  router.get("/requests/:reference", requireSession, async (req: Request, res: Response) => {
    const { reference } = parseInput(referenceParam, req.params, "path");
    // Another branch's request answers 404 like a missing one (docs/decisions/security.md A8).
    const detail = await desk.detail(sessionOf(res), reference);
    if (!detail) throw notFound("No request with this reference");
    res.json(detail);
  });

  router.post("/requests/:reference/status", requireSession, async (req: Request, res: Response) => {
    const { reference } = parseInput(referenceParam, req.params, "path");
    const body = parseInput(statusBody, req.body ?? {}, "body");
    res.json(await desk.changeStatus(sessionOf(res), reference, body.status, body.note, clientAddress(req)));
  });
}
