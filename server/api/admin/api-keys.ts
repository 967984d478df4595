import type { RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { StaffSession } from "../../services/admin/index.js";
import { newApiKeySchema } from "../../services/api-keys/new-key.js";
import type { Services } from "../../services/index.js";
import { parseInput } from "../validate.js";
import { clientAddress } from "./guards.js";

const idParam = z.object({
  id: z.coerce.number("must be a key's id").int("must be a key's id").min(1).max(2_147_483_647),
});

/** GET/POST/DELETE /api/admin/api-keys...: the integration API's keys (docs/decisions/integration.md I3), administrators only. */
export function mountApiKeys(
  router: Router,
  { apiKeys }: Pick<Services, "apiKeys">,
  administrator: readonly [RequestHandler, RequestHandler],
  sessionOf: (res: Response) => StaffSession,
): void {
  router.get("/api-keys", ...administrator, async (_req, res) => {
    res.json({ keys: await apiKeys.list() });
  });

  // The answer is the only time the key is shown.
  router.post("/api-keys", ...administrator, async (req, res) => {
    const body = parseInput(newApiKeySchema, req.body ?? {}, "body");
    res.status(201).json(await apiKeys.create(sessionOf(res).email, body, clientAddress(req)));
  });

  router.delete("/api-keys/:id", ...administrator, async (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    await apiKeys.revoke(sessionOf(res).email, id, clientAddress(req));
    res.status(204).end();
  });
}
