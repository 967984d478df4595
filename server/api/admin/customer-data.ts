import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { StaffSession } from "../../services/admin/index.js";
import type { Services } from "../../services/index.js";
import { sendCsv } from "../send-file.js";
import { parseInput } from "../validate.js";
import { administratorsOnly, clientAddress } from "./guards.js";

// POST /api/admin/customer-data/...: a customer's access and erasure requests (UK GDPR, Z6), administrators
// only. POST, not GET, so the address never appears in a URL, a server log or the browser's history
// (docs/decisions/operation.md Z6).

const addressBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email("must be an e-mail address")),
});

const exportBody = addressBody.extend({
  format: z.enum(["json", "csv"], "must be json or csv").default("json"),
});

const eraseBody = addressBody
  .extend({
    /** The address typed a second time, so one mistyped click cannot erase someone else. */
    confirm: z.string().trim().max(254),
  })
  .refine((body) => body.confirm.toLowerCase() === body.email.toLowerCase(), {
    path: ["confirm"],
    message: "must repeat the e-mail address to erase",
  });

export function mountCustomerData(
  router: Router,
  { customerData }: Pick<Services, "customerData">,
  requireSession: RequestHandler,
  sessionOf: (res: Response) => StaffSession,
): void {
  // Branch staff see their own branches' requests only; a customer's whole record is for administrators (A8).
  const actor = (req: Request, res: Response) => ({ session: sessionOf(res), clientAddress: clientAddress(req) });
  const guards = [requireSession, administratorsOnly];

  router.post("/customer-data/find", ...guards, async (req: Request, res: Response) => {
    const { email } = parseInput(addressBody, req.body ?? {}, "body");
    res.json(await customerData.find(actor(req, res), email));
  });

  router.post("/customer-data/export", ...guards, async (req: Request, res: Response) => {
    const { email, format } = parseInput(exportBody, req.body ?? {}, "body");
    const file = await customerData.export(actor(req, res), email, format);
    if (format === "csv") return sendCsv(res, file.fileName, file.body);
    res
      .status(200)
      .type("application/json; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .send(file.body);
  });

  router.post("/customer-data/erase", ...guards, async (req: Request, res: Response) => {
    const { email } = parseInput(eraseBody, req.body ?? {}, "body");
    res.json(await customerData.erase(actor(req, res), email));
  });
}
