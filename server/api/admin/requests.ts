import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { DESK_DATE_WINDOW, isoDateWithin, plainLine, plainText } from "../../../core/input-fields.js";
import { REQUEST_STATUS_NAMES } from "../../../core/request-status.js";
import { notFound } from "../../errors.js";
import type { AdminSession } from "../../services/admin/index.js";
import type { DeskFilters } from "../../services/desk/index.js";
import type { Services } from "../../services/index.js";
import { PLAIN_QUERY_MESSAGE } from "../query-schemas.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

const isoDate = isoDateWithin(DESK_DATE_WINDOW);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? undefined : value), schema.optional());

/** The desk's filters as the list, the page and the export read them (empty values mean "any"). */
export const deskQuery = z
  .object({
    search: optional(plainLine(z.string().trim().max(100, "must be at most 100 characters"), PLAIN_QUERY_MESSAGE)),
    branch: optional(z.coerce.number("must be a branch id").int("must be a branch id").min(0).max(2_147_483_647)),
    status: optional(z.enum(REQUEST_STATUS_NAMES, `must be one of ${REQUEST_STATUS_NAMES.join(", ")}`)),
    from: optional(isoDate),
    to: optional(isoDate),
    page: optional(z.coerce.number("must be a whole number").int("must be a whole number").min(1).max(1_000_000)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "must not be before 'from'",
    path: ["to"],
  });

export type DeskQuery = z.infer<typeof deskQuery>;

export function deskFilters(query: DeskQuery): DeskFilters {
  return {
    search: query.search || undefined,
    branch: query.branch,
    status: query.status,
    from: query.from,
    to: query.to,
  };
}

const statusBody = z.object({
  status: z.enum(REQUEST_STATUS_NAMES, `must be one of ${REQUEST_STATUS_NAMES.join(", ")}`),
  note: plainText(z.string().trim().max(2000, "must be at most 2000 characters")).default(""),
});

const referenceParam = z.object({
  reference: z.string().regex(/^(ML|SR)-[A-Z0-9]{4}-[A-Z0-9]{4}$/i, "must be a reference such as ML-AB12-CD34"),
});

/** GET/POST /api/admin/requests...: the request desk's API (issue 15), behind the admin router's guards. */
export function mountRequestDesk(
  router: Router,
  services: Services,
  requireSession: RequestHandler,
  sessionOf: (res: Response) => AdminSession,
  sendCsv: (res: Response, fileName: string, body: string) => void,
): void {
  const desk = services.requestDesk;

  router.get("/requests", requireSession, async (req: Request, res: Response) => {
    const query = parseInput(deskQuery, req.query);
    res.json(await desk.list(deskFilters(query), query.page ?? 1));
  });

  router.get("/requests/export.csv", requireSession, async (req: Request, res: Response) => {
    const query = parseInput(deskQuery, req.query);
    sendCsv(res, "requests.csv", await desk.exportCsv(deskFilters(query)));
  });

  router.get("/requests/:reference", requireSession, async (req: Request, res: Response) => {
    const { reference } = parseInput(referenceParam, req.params, "path");
    const detail = await desk.detail(reference);
    if (!detail) throw notFound("No request with this reference");
    res.json(detail);
  });

  router.post("/requests/:reference/status", requireSession, async (req: Request, res: Response) => {
    const { reference } = parseInput(referenceParam, req.params, "path");
    const body = parseInput(statusBody, req.body ?? {}, "body");
    res.json(await desk.changeStatus(sessionOf(res), reference, body.status, body.note, clientAddress(req)));
  });
}
