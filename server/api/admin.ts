import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { plainLine } from "../../core/input-fields.js";
import { IMPORT_TABLE_NAMES, isImportTableName, type ImportTableName } from "../../core/import-columns.js";
import { AppError, notFound } from "../errors.js";
import { createRateLimiter } from "../http/rate-limit.js";
import { SignInThrottled, type StaffSession } from "../services/admin/index.js";
import type { Services } from "../services/index.js";
import { sendCsv } from "./send-file.js";
import { sendImportOutcome } from "./import-outcome.js";
import { parseInput } from "./validate.js";
import { readCsvUpload } from "./admin/csv-upload.js";
import { mountDesk } from "./admin/requests.js";
import { mountCustomerData } from "./admin/customer-data.js";
import { mountAccounts } from "./admin/accounts.js";
import { mountApiKeys } from "./admin/api-keys.js";
import { mountWebhooks } from "./admin/webhooks.js";
import { administratorsOnly, clientAddress, sameOriginGuard } from "./admin/guards.js";
import {
  clearSessionCookie,
  readSessionCookie,
  sessionCookieName,
  setSessionCookie,
} from "../http/admin-session-cookie.js";

const loginBody = z.object({
  email: plainLine(z.string().trim().min(1, "is required").max(254)),
  password: z.string().min(1, "is required").max(1024),
  /** The second factor's 6 digits, for accounts that have one (docs/decisions/security.md S3). */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be the 6 digits your authenticator app shows")
    .optional(),
});

const restoreBody = z.object({ confirmToken: z.string().max(100).optional() });

interface Signed {
  token: string;
  session: StaffSession;
}

const signedIn = (res: Response) => res.locals.admin as Signed;

function tableParam(req: Request): ImportTableName {
  const table = req.params.table as string;
  if (!isImportTableName(table)) {
    throw notFound(`Unknown table '${table}'. Importable tables: ${IMPORT_TABLE_NAMES.join(", ")}`);
  }
  return table;
}

/** /api/admin: sign-in, sign-out, the auth check, CSV import, templates and exports; the request desk. */
export function adminRouter(
  services: Pick<Services, "config" | "admin" | "desk" | "rateLimits" | "customerData" | "apiKeys" | "webhooks">,
): Router {
  const { config, admin, desk, rateLimits, customerData, apiKeys, webhooks } = services;
  const router = Router();
  const cookieName = sessionCookieName(config);
  const maxUploadBytes = config.IMPORT_MAX_MB * 1024 * 1024;

  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(sameOriginGuard(config.publicUrl));
  // docs/decisions/security.md S7: sign-ins and imports per client address; everything a signed-in account does, per
  // account, so colleagues behind one office address do not share a budget.
  const perAddress = createRateLimiter("admin", config, rateLimits);
  const perAccount = createRateLimiter("staff", config, rateLimits);

  const requireSession: RequestHandler = async (req, res, next) => {
    const token = readSessionCookie(req, cookieName);
    const session = token ? await admin.session(token) : undefined;
    if (!token || !session) {
      next(new AppError(401, "Sign in as an administrator first"));
      return;
    }
    res.locals.admin = { token, session } satisfies Signed;
    perAccount(req, res, next);
  };

  router.post("/login", perAddress, async (req, res) => {
    const { email, password, code } = parseInput(loginBody, req.body ?? {}, "body");
    const result = await admin.login({ email, password, code, clientAddress: clientAddress(req) }).catch((err) => {
      if (err instanceof SignInThrottled) res.set("Retry-After", String(err.retryAfterSeconds));
      throw err;
    });
    setSessionCookie(res, config, result.token);
    // isAdmin: may use everything; branch staff sign in too, with role "branch-staff" (security.md A7).
    res.json({ isAdmin: result.role === "administrator", email: result.email, role: result.role });
  });

  router.get("/auth", requireSession, (_req, res) => {
    const { email, role, branchIds } = signedIn(res).session;
    res.json({ isAdmin: role === "administrator", email, role, branchIds });
  });

  router.post("/logout", requireSession, async (req, res) => {
    const { token, session } = signedIn(res);
    await admin.logout(token, session, clientAddress(req));
    clearSessionCookie(res, config);
    res.status(204).end();
  });

  // An import that would remove most of the table or empty a column answers 409 with what it would change and a
  // confirmToken; the same file sent again with that token (form field confirmToken) is imported.
  // Catalogue imports, restores and whole-table exports are administrators' only (403 for branch staff).
  const administrator = [requireSession, administratorsOnly] as const;

  router.post("/import/:table", ...administrator, perAddress, async (req, res) => {
    const table = tableParam(req);
    const upload = await readCsvUpload(req, maxUploadBytes);
    const { session, token } = signedIn(res);
    const by = { actor: session.email, secret: token };
    sendImportOutcome(
      res,
      table,
      await admin.importTable(by, table, upload.data, clientAddress(req), upload.confirmToken),
    );
  });

  router.get("/import-history", ...administrator, async (_req, res) => {
    res.json({ previous: await admin.previousVersions() });
  });

  // Undoing a restore answers 409 with a confirmToken first, like a destructive import (catalogue-import.md C16).
  router.post("/import/:table/restore", ...administrator, perAddress, async (req, res) => {
    const table = tableParam(req);
    const { confirmToken } = parseInput(restoreBody, req.body ?? {});
    const outcome = await admin.restoreTable(signedIn(res), table, clientAddress(req), confirmToken);
    if (outcome.kind === "preview") {
      const { rows } = outcome.preview;
      const error = `This would undo the last restore of ${table}, putting back the ${rows} rows it replaced. Confirm to undo it.`;
      res.status(409).json({ error, ...outcome.preview, needsConfirmation: true });
      return;
    }
    res.json(outcome.restored);
  });

  router.get("/import/:table/template", ...administrator, (req, res) => {
    const table = tableParam(req);
    sendCsv(res, `${table}-template.csv`, admin.template(table));
  });

  router.get("/export/:table", ...administrator, async (req, res) => {
    const table = tableParam(req);
    sendCsv(res, `${table}.csv`, await admin.exportTable(signedIn(res).session, table, clientAddress(req)));
  });

  mountDesk(router, { desk }, requireSession, (res) => signedIn(res).session, sendCsv);
  mountAccounts(router, { admin }, administrator, (res) => signedIn(res).session);
  mountApiKeys(router, { apiKeys }, administrator, (res) => signedIn(res).session);
  mountCustomerData(router, { customerData }, requireSession, (res) => signedIn(res).session);
  mountWebhooks(router, { webhooks }, administrator, (res) => signedIn(res).session);

  return router;
}
