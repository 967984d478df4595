import express, { Router, type Request, type RequestHandler, type Response } from "express";
import { AppError, badRequest } from "../../errors.js";
import { createRateLimiter } from "../../http/rate-limit.js";
import { keyActor } from "../../services/api-keys/index.js";
import type { Services } from "../../services/index.js";
import { decodeCursor, encodeCursor } from "../../services/integration/index.js";
import { clientAddress } from "../admin/guards.js";
import { parseInput } from "../validate.js";
import { callerOf, requireKey, requireScope } from "./key-auth.js";
import { openApiDocument } from "./openapi.js";
import { WEBHOOK_PAYLOADS } from "./webhook-payloads.js";
import { hireRequestListQuery, importQuery, importTableParam, V1_OPERATIONS } from "./operations.js";
import { statusChangeOf } from "../admin/requests.js";
import { sendImportOutcome } from "../import-outcome.js";

type V1Services = Pick<Services, "config" | "rateLimits" | "apiKeys" | "integration" | "desk" | "admin">;
type OperationId = (typeof V1_OPERATIONS)[number]["operationId"];

/** The CSV body as bytes, up to IMPORT_MAX_MB; anything but text/csv is 415. */
function csvBody(maxBytes: number): RequestHandler {
  const raw = express.raw({ type: "text/csv", limit: maxBytes });
  return (req, res, next) => {
    if (!req.is("text/csv")) {
      next(new AppError(415, "Content-Type: send the CSV file as text/csv"));
      return;
    }
    raw(req, res, (err?: { status?: number }) => {
      if (err?.status === 413) {
        const megabytes = Math.round(maxBytes / 1024 / 1024);
        next(
          new AppError(413, `body: larger than the ${megabytes} MB limit`, [{ field: "body", message: "too large" }]),
        );
      } else next(err);
    });
  };
}

function handlers(services: V1Services): Record<OperationId, RequestHandler[]> {
  const { config, integration, desk, admin } = services;
  const document = openApiDocument(config.publicUrl, WEBHOOK_PAYLOADS);
  const byId: Record<OperationId, RequestHandler[]> = {
    getOpenApi: [(_req, res) => void res.json(document)],
    listHireRequests: [
      async (req, res) => {
        const query = parseInput(hireRequestListQuery, req.query);
        const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
        if (query.cursor !== undefined && !after) {
          throw badRequest("Invalid query: cursor: must be a nextCursor this API returned", [
            { field: "cursor", message: "must be a nextCursor this API returned" },
          ]);
        }
        const updatedSince = query.updatedSince === undefined ? undefined : new Date(query.updatedSince);
        const page = await integration.changes({ after, updatedSince, limit: query.limit });
        res.json({ data: page.items, nextCursor: page.next ? encodeCursor(page.next) : null, hasMore: page.hasMore });
      },
    ],
    changeHireRequestStatus: [
      async (req, res) => {
        const change = statusChangeOf(req);
        // A key acts for the company, as an administrator does: every branch's requests (docs/decisions/integration.md I7).
        const viewer = { email: keyActor(callerOf(res).key.name), role: "administrator" as const, branchIds: [] };
        await desk.changeStatus(viewer, change);
        res.json(await integration.item(change.referenceNumber));
      },
    ],
    importTable: [
      csvBody(config.IMPORT_MAX_MB * 1024 * 1024),
      async (req, res) => {
        const { key, presented } = callerOf(res);
        const { table } = parseInput(importTableParam, req.params, "path");
        const { confirmToken } = parseInput(importQuery, req.query);
        const by = { actor: keyActor(key.name), secret: presented };
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        sendImportOutcome(res, table, await admin.importTable(by, table, data, clientAddress(req), confirmToken));
      },
    ],
  };
  return byId;
}

/** /api/v1: the integration API, mounted from its operations table (operations.ts), each behind its key and scope. */
export function v1Router(services: V1Services): Router {
  const router = Router();
  router.use((_req: Request, res: Response, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const keyed = [requireKey(services.apiKeys), createRateLimiter("apiKey", services.config, services.rateLimits)];
  const byId = handlers(services);
  for (const operation of V1_OPERATIONS) {
    const path = operation.path.replace(/\{(\w+)\}/g, ":$1");
    const guards = operation.scope ? [...keyed, requireScope(operation.scope)] : [];
    router[operation.method](path, ...guards, ...byId[operation.operationId]);
  }
  return router;
}
