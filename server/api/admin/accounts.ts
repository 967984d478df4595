import type { RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { STAFF_ROLES } from "../../../core/admin-roles.js";
import type { StaffSession } from "../../services/admin/index.js";
import type { Services } from "../../services/index.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

const branchIds = z
  .array(
    z.number("must be branch ids").int("must be branch ids").min(0).max(2_147_483_647),
    "must be a list of branch ids",
  )
  .max(500, "must be at most 500 branches");
const role = z.enum(STAFF_ROLES, `must be one of ${STAFF_ROLES.join(", ")}`);

const createBody = z.object({
  email: z.email("must be an e-mail address").max(254, "must be at most 254 characters"),
  password: z.string("is required").max(1024, "must be at most 1024 characters"),
  role,
  branchIds: branchIds.default([]),
});

const changeBody = z
  .object({
    role: role.optional(),
    branchIds: branchIds.optional(),
    disabled: z.boolean("must be true or false").optional(),
  })
  .strict();

const emailParam = z.object({ email: z.email("must be an e-mail address").max(254) });

/** GET/POST /api/admin/accounts...: accounts and their roles (docs/decisions/security.md A7-A9), administrators only. */
export function mountAccounts(
  router: Router,
  { admin }: Pick<Services, "admin">,
  administrator: readonly [RequestHandler, RequestHandler],
  sessionOf: (res: Response) => StaffSession,
): void {
  router.get("/accounts", ...administrator, async (_req, res) => {
    res.json({ accounts: await admin.accounts() });
  });

  router.post("/accounts", ...administrator, async (req, res) => {
    const body = parseInput(createBody, req.body ?? {}, "body");
    const actor = { email: sessionOf(res).email, clientAddress: clientAddress(req) };
    res.status(201).json(await admin.createAccount(actor, body));
  });

  router.post("/accounts/:email", ...administrator, async (req, res) => {
    const { email } = parseInput(emailParam, req.params, "path");
    const change = parseInput(changeBody, req.body ?? {}, "body");
    const actor = { email: sessionOf(res).email, clientAddress: clientAddress(req) };
    res.json(await admin.changeAccount(actor, email, change));
  });
}
