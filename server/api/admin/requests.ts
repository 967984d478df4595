import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { plainText } from "../../../core/input-fields.js";
import { REQUEST_STATUS_NAMES } from "../../../core/hire-request-status.js";
import { notFound } from "../../errors.js";
import type { StaffSession } from "../../services/admin/index.js";
import { deskFilters, deskQuery, londonInstant } from "../../services/desk/index.js";
import type { StatusChangeRequest } from "../../services/desk/status-change.js";
import type { Services } from "../../services/index.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

const noteText = plainText(z.string().trim().max(2000, "must be at most 2000 characters"));

/**
 * The confirmed time as the desk's form sends it, a London wall-clock time ("2026-12-03T09:30"), or an instant with
 * its offset (docs/decisions/mylist.md D11).
 */
const agreedTime = z
  .string("must be a date and time such as 2026-12-03T09:30")
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    "must be a date and time such as 2026-12-03T09:30",
  )
  .transform((text, context) => {
    const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(text);
    const instant = hasOffset ? new Date(text) : londonInstant(text.slice(0, 16));
    const [year, month, day] = text.slice(0, 10).split("-").map(Number);
    const real = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && Number(text.slice(11, 13)) < 24;
    if (Number.isNaN(instant.getTime()) || !real || Number(text.slice(14, 16)) > 59) {
      context.addIssue({ code: "custom", message: "must be a real date and time" });
      return z.NEVER;
    }
    return instant;
  });

export const statusBody = z
  .object({
    status: z.enum(REQUEST_STATUS_NAMES, `must be one of ${REQUEST_STATUS_NAMES.join(", ")}`),
    note: noteText.default(""),
    confirmedPrice: z
      .union([z.string(), z.number()], "must be a price such as 120.50")
      .transform(String)
      .pipe(
        z
          .string()
          .trim()
          .regex(/^\d{1,9}(\.\d{1,2})?$/, "must be a price of 0 or more with at most 2 decimals, such as 120.50"),
      )
      .optional(),
    confirmedFor: agreedTime.optional(),
  })
  .refine((body) => body.status === "confirmed" || body.confirmedPrice === undefined, {
    message: "is recorded only when the status becomes confirmed",
    path: ["confirmedPrice"],
  })
  .refine((body) => body.status === "confirmed" || body.confirmedFor === undefined, {
    message: "is recorded only when the status becomes confirmed",
    path: ["confirmedFor"],
  });

const noteBody = z.object({
  text: noteText.min(1, "must not be empty"),
});

export const referenceParam = z.object({
  reference: z.string().regex(/^(ML|SR)-[A-Z0-9]{4}-[A-Z0-9]{4}$/i, "must be a reference such as ML-AB12-CD34"),
});

/** The status change a request asks for: the reference in its path and statusBody, checked (a 400 names the field). */
export function statusChangeOf(req: Request): StatusChangeRequest {
  const { reference } = parseInput(referenceParam, req.params, "path");
  const body = parseInput(statusBody, req.body ?? {}, "body");
  const agreed =
    body.confirmedPrice !== undefined || body.confirmedFor !== undefined
      ? { price: body.confirmedPrice, time: body.confirmedFor }
      : undefined;
  return { referenceNumber: reference, to: body.status, note: body.note, clientAddress: clientAddress(req), agreed };
}

/**
 * GET/POST /api/admin/requests...: the request desk's API (docs/decisions/mylist.md D1-D17), behind the admin router's
 * guards.
 */
export function mountDesk(
  router: Router,
  { desk }: Pick<Services, "desk">,
  requireSession: RequestHandler,
  sessionOf: (res: Response) => StaffSession,
  sendCsv: (res: Response, fileName: string, body: string) => void,
): void {
  router.get("/requests", requireSession, async (req: Request, res: Response) => {
    const query = parseInput(deskQuery, req.query);
    res.json(await desk.list(sessionOf(res), deskFilters(query), query.page ?? 1));
  });

  router.get("/requests/day", requireSession, async (_req: Request, res: Response) => {
    res.json(await desk.day(sessionOf(res)));
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
    res.json(await desk.changeStatus(sessionOf(res), statusChangeOf(req)));
  });

  router.post("/requests/:reference/notes", requireSession, async (req: Request, res: Response) => {
    const { reference } = parseInput(referenceParam, req.params, "path");
    const { text } = parseInput(noteBody, req.body ?? {}, "body");
    const detail = await desk.addNote(sessionOf(res), {
      referenceNumber: reference,
      text,
      clientAddress: clientAddress(req),
    });
    res.status(201).json(detail);
  });
}
