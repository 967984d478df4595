import { Router } from "express";
import type { Services } from "../services/index.js";
import { categoriesRouter, equipmentRouter, specialsRouter } from "./catalogue.js";
import { siteSettingsRouter } from "./site-settings.js";

export function apiRouter(services: Services): Router {
  const router = Router();
  router.use("/site-settings", siteSettingsRouter(services.siteSettings));
  router.use("/categories", categoriesRouter(services.catalogue));
  router.use("/equipment", equipmentRouter(services.catalogue));
  router.use("/specials", specialsRouter(services.catalogue));
  return router;
}
