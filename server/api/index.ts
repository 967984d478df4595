import { Router } from "express";
import type { Services } from "../services/index.js";
import { siteSettingsRouter } from "./site-settings.js";

export function apiRouter(services: Services): Router {
  const router = Router();
  router.use("/site-settings", siteSettingsRouter(services.db));
  return router;
}
