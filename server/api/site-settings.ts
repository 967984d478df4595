import { Router } from "express";
import { z } from "zod";
import { notFound } from "../errors.js";
import type { Services } from "../services/index.js";
import { parseInput } from "./validate.js";

const paramsSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,64}$/, "must be a setting key such as site_mode"),
});

export function siteSettingsRouter({ siteSettings }: Pick<Services, "siteSettings">): Router {
  const router = Router();
  router.get("/:key", async (req, res) => {
    const { key } = parseInput(paramsSchema, req.params, "path");
    const setting = await siteSettings.publicSetting(key);
    if (!setting) throw notFound(`Setting ${key} is not set`);
    res.set("Cache-Control", "no-cache").json(setting);
  });
  return router;
}
