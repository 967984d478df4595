import type { Request, Response } from "express";
import type { SerialisedResponse } from "../services/catalogue/response-memo.js";

/** Catalogue data changes only on import, so shared caches may keep it briefly and revalidate by ETag. */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/** Sends pre-serialised JSON with its ETag, answering 304 when the client already has it. */
export function sendSerialised(req: Request, res: Response, { body, etag }: SerialisedResponse): void {
  res.set("ETag", etag).set("Cache-Control", CATALOGUE_CACHE_CONTROL);
  const match = req.headers["if-none-match"];
  if (match && match.split(/\s*,\s*/).includes(etag)) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(body);
}
