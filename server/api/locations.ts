import { Router, type Response } from "express";
import { z } from "zod";
import { unknownRoutingKeyMessage } from "../../core/eircode-districts.js";
import { AppError, badRequest, notFound } from "../errors.js";
import type { Services } from "../services/index.js";
import { SEARCH_RADIUS_MILES } from "../../core/branch-search.js";
import { perVersionJson } from "./per-version-json.js";
import { integerText, numberText, placeText } from "./query-schemas.js";
import { CATALOGUE_CACHE_CONTROL, sendSerialised } from "./snapshot-response.js";
import { parseInput } from "./validate.js";

const searchQuery = z
  .object({
    lat: numberText(-90, 90).optional(),
    lng: numberText(-180, 180).optional(),
    query: placeText.optional(),
    maxDistance: numberText(0, 1000).default(SEARCH_RADIUS_MILES),
    limit: integerText(1, 10_000).optional(),
  })
  .superRefine((q, ctx) => {
    const hasPoint = q.lat !== undefined || q.lng !== undefined;
    if (hasPoint && (q.lat === undefined || q.lng === undefined)) {
      ctx.addIssue({ code: "custom", path: [q.lat === undefined ? "lat" : "lng"], message: "give both lat and lng" });
    } else if (hasPoint && q.query !== undefined) {
      ctx.addIssue({ code: "custom", path: ["query"], message: "give either lat and lng, or query, not both" });
    } else if (!hasPoint && q.query === undefined) {
      ctx.addIssue({ code: "custom", path: ["query"], message: "give lat and lng, or a postcode or town as query" });
    }
  });

const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/, "must be a whole number") });

/** Marks an answer that came from an offline fallback because the postcode service was out of reach (G1). */
export function markDegraded(res: Response, degraded: boolean): void {
  if (degraded) res.set("X-Postcode-Service", "degraded");
}

/** An Eircode whose routing key is no district's: 400 naming the field and the key (docs/decisions/branches.md G13). */
export const unknownRoutingKey = (field: string, routingKey: string) => {
  const message = unknownRoutingKeyMessage(routingKey);
  return badRequest(`${field}: ${message}`, [{ field, message }]);
};

export const postcodeServiceUnavailable = () =>
  new AppError(503, "The postcode service is unavailable just now; try again shortly or search by town name");

export function locationsRouter({ branchFinder }: Pick<Services, "branchFinder">): Router {
  const router = Router();
  const json = perVersionJson(() => branchFinder.version());

  router.get("/", (req, res) => {
    sendSerialised(
      req,
      res,
      json("all", () => branchFinder.list()),
    );
  });

  router.get("/search", async (req, res) => {
    const query = parseInput(searchQuery, req.query);
    res.type("json");
    // The same answer for everyone until the branches change, so shared caches and the fast path may keep it
    // (docs/decisions/branches.md L5); an answer from the offline fallback is not kept, so the real one replaces it.
    res.set("Cache-Control", CATALOGUE_CACHE_CONTROL);
    if (query.lat !== undefined && query.lng !== undefined) {
      res.send(branchFinder.nearJson({ latitude: query.lat, longitude: query.lng }, query.maxDistance, query.limit));
      return;
    }
    const found = await branchFinder.locate(query.query!);
    if (found.status === "unavailable") throw postcodeServiceUnavailable();
    if (found.status === "unknown-routing-key") throw unknownRoutingKey("query", found.routingKey);
    if (found.status === "found" && found.degraded) {
      markDegraded(res, true);
      res.set("Cache-Control", "no-store");
    }
    // An unknown place is simply nowhere near a branch.
    res.send(found.status === "found" ? branchFinder.nearJson(found.origin, query.maxDistance, query.limit) : "[]");
  });

  router.get("/:id", (req, res) => {
    const { id } = parseInput(idParam, req.params, "path");
    const branch = branchFinder.byId(Number(id));
    if (!branch) throw notFound(`Location ${id} not found`);
    sendSerialised(
      req,
      res,
      json(`location:${branch.id}`, () => branch),
    );
  });

  return router;
}
