import { Router } from "express";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { notFound } from "../errors.js";
import { getSetting } from "../services/site-settings.js";
import { parseInput } from "./validate.js";

const paramsSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,64}$/, "must be a setting key such as site_mode"),
});

/** Only settings meant for the public are readable. */
const publicSettings = new Set(["site_mode"]);

export function siteSettingsRouter(db: Db): Router {
  const router = Router();
  router.get("/:key", async (req, res) => {
    const { key } = parseInput(paramsSchema, req.params, "path");
    const setting = publicSettings.has(key) ? await getSetting(db, key) : undefined;
    if (!setting) throw notFound(`Setting ${key} is not set`);
    res.set("Cache-Control", "no-cache").json(setting);
  });
  return router;
}
